import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isAdmin, isLoggedIn, isMember } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { drawerEntries, type MenuEntry, type MenuRole, menuEntries } from '../menu.ts';
import { PAGE_ROUTES } from '../routes.ts';

const ROLES: readonly MenuRole[] = ['guest', 'customer', 'member', 'admin'];
const HEADER_ENTRIES = new Map(ROLES.map((role) => [role, menuEntries(PAGE_ROUTES, role)]));
const DRAWER_ENTRIES = new Map(ROLES.map((role) => [role, drawerEntries(PAGE_ROUTES, role)]));

/** Whose menu the user sees: a visitor's, a customer's or an administrator's. */
export const useMenuRole = (): MenuRole => {
  const loggedIn = useAuth(isLoggedIn);
  const admin = useAuth((state) => isAdmin(state.userInfo));
  const member = useAuth((state) => isMember(state.userInfo));
  if (!loggedIn) return 'guest';
  if (member) return 'member';
  return admin ? 'admin' : 'customer';
};

/**
 * The menu entries of the route table for the user's role as a list of real links (NavLink marks the current one
 * with aria-current="page"): the header's in a row, the narrow-screen drawer's (`vertical`) with the basic plans
 * first.
 */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const role = useMenuRole();
  const entries: readonly MenuEntry[] = (vertical ? DRAWER_ENTRIES : HEADER_ENTRIES).get(role) ?? [];
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
