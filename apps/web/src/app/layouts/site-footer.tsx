import { LANGUAGES } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentYear } from '../../lib/current-year.ts';
import { currentLocale } from '../../lib/i18n.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <div className="site-footer">
      <span>{t('layout.copyright', { product: productName(currentLocale()), year })}</span>
      <nav aria-label={t('layout.legalMenu')} className="site-footer-links">
        {/* the disclaimer in each language, named in the reader's: "Disclaimer (Simplified Chinese)" */}
        {LANGUAGES.map(({ code, pathSegment }) => (
          <Link key={code} to={`/disclaimer/${pathSegment}`} hrefLang={code}>
            {t('layout.disclaimerIn', { language: t(`language.${code}`) })}
          </Link>
        ))}
      </nav>
    </div>
  );
}
