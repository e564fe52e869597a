import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isAdmin, isMember } from '../../stores/auth-state.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { PAGE_ROUTES } from '../routes.ts';

/** The shop's places a traveller goes back to most, the basic plans among them (issue #33). */
const SHORTCUTS = ['/home', '/plan', '/addOn', '/mySims'] as const;

const titleKeyOf = (path: string): string =>
  PAGE_ROUTES.find((route) => route.path === path)?.titleKey ?? 'route.home';

/**
 * One tap to the basic plans from every screen (issue #33). The specification's menu keeps /plan out of it, so
 * the plans are reached another way: below 1024 px a bar at the bottom of the screen, where a thumb rests (Home,
 * Basic Plan, Add On, My SIMs, as phone apps of eSIM stores do); wider, a link in the header. Administrators,
 * whose pages are Admin Management's, see neither.
 */
export function ShortcutBar() {
  const { t } = useTranslation();
  // administrators' pages are Admin Management's; a member's, their cards' (decision 0103)
  const hidden = useAuth((state) => isAdmin(state.userInfo) || isMember(state.userInfo));
  if (hidden) return null;
  return (
    <nav className="shortcut-bar" aria-label={t('layout.shortcuts')}>
      <ul>
        {SHORTCUTS.map((path) => (
          <li key={path}>
            <NavLink to={path}>{t(titleKeyOf(path))}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's link to the basic plans on wide screens, where the bottom bar is not shown. */
export function PlansLink() {
  const { t } = useTranslation();
  // administrators' pages are Admin Management's; a member's, their cards' (decision 0103)
  const hidden = useAuth((state) => isAdmin(state.userInfo) || isMember(state.userInfo));
  if (hidden) return null;
  return (
    <NavLink className="nav-link header-plans-link" to="/plan">
      {t('route.plan')}
    </NavLink>
  );
}
