import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isAdmin } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { menuEntries } from '../menu.ts';
import { PAGE_ROUTES } from '../routes.ts';

const CUSTOMER_ENTRIES = menuEntries(PAGE_ROUTES);
const ADMIN_ENTRIES = menuEntries(PAGE_ROUTES, true);

/**
 * The menu entries of the route table for the user's role as a list of real links (NavLink marks the current one with
 * aria-current="page"), shared by the header and the narrow-screen drawer.
 */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const admin = useAuth((state) => isAdmin(state.userInfo));
  const entries = admin ? ADMIN_ENTRIES : CUSTOMER_ENTRIES;
  return (
    <ul className={vertical ? 'nav-links nav-links-vertical' : 'nav-links'}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLink className="nav-link" to={entry.path} onClick={onNavigate}>
            {t(entry.titleKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
