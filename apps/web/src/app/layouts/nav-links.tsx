import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menuEntries } from '../menu.ts';
import { PAGE_ROUTES } from '../routes.ts';

const ENTRIES = menuEntries(PAGE_ROUTES);

/**
 * The menu entries of the route table as a list of real links (NavLink marks the current one with
 * aria-current="page"), shared by the header and the narrow-screen drawer.
 */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={vertical ? 'nav-links nav-links-vertical' : 'nav-links'}>
      {ENTRIES.map((entry) => (
        <li key={entry.path}>
          <NavLink className="nav-link" to={entry.path} onClick={onNavigate}>
            {t(entry.titleKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
