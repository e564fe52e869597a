import { useTranslation } from 'react-i18next';
import { REAL_NAME_LINKS } from '../real-name-links.ts';

/** The two official real-name pages, each opening in a new tab (and saying so to screen readers). */
export function RealNameLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className ? `real-name-links ${className}` : 'real-name-links'}>
      {REAL_NAME_LINKS.map((link) => (
        <li key={link.key}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {t(`home.announcement.${link.key}`)}
            <span className="visually-hidden"> {t('home.announcement.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
