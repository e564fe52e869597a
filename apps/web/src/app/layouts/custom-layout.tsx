import './frame-layouts.css';
import { theme } from 'antd';
import { Outlet } from 'react-router';
import { THEME_CLASS } from '../theme.ts';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The bare frame of login, register, password reset and the disclaimer (spec §2 "custom"): no menu. */
export function CustomLayout() {
  // antd's classes for this theme, as the default layout carries them: a plain link (the login's "Sign up", the
  // brand) then has the theme's colour, not the browser's blue
  const { hashId } = theme.useToken();
  return (
    <div className={`custom-layout ${THEME_CLASS} ${hashId}`}>
      <header className="custom-header">
        <BrandLink />
        <LanguageSwitch />
      </header>
      <main className="custom-main">
        {/* a plain panel: antd's Card would bring its tabs along into the first load */}
        <div className="custom-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
