import './frame-layouts.css';
import { OfflineOutlet } from '../offline/offline-outlet.tsx';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useThemeFrameClass } from './theme-frame-class.ts';

/** The bare frame of login, register, password reset and the disclaimer (spec §2 "custom"): no menu. */
export function CustomLayout() {
  const themeClass = useThemeFrameClass();
  return (
    <div className={`custom-layout ${themeClass}`}>
      <header className="custom-header">
        <BrandLink />
        <LanguageSwitch />
      </header>
      <main className="custom-main">
        {/* a plain panel: antd's Card would bring its tabs along into the first load */}
        <div className="custom-card">
          <OfflineOutlet />
        </div>
      </main>
    </div>
  );
}
