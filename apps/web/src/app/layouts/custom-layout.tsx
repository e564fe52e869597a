import './frame-layouts.css';
import { Outlet } from 'react-router';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The bare frame of login, register, password reset and the disclaimer (spec §2 "custom"): no menu. */
export function CustomLayout() {
  return (
    <div className="custom-layout">
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
