import './default-layout.css';
import { OfflineOutlet } from '../offline/offline-outlet.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { PlansLink, ShortcutBar } from './shortcut-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteMenu } from './site-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useThemeFrameClass } from './theme-frame-class.ts';

/**
 * The shop and account frame (spec §2 "default"): header with menu, the page, footer. Plain landmarks with
 * their own styles (default-layout.css): antd's Layout rendered the same three elements but brought its Sider,
 * with icons and a resize observer, into every page's first load.
 */
export function DefaultLayout() {
  const themeClass = useThemeFrameClass();
  return (
    <div className={`default-layout ${themeClass}`}>
      <SkipLink />
      <header className="site-header">
        <BrandLink />
        <SiteMenu />
        <div className="site-header-actions">
          <PlansLink />
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <OfflineOutlet />
      </main>
      <footer className="site-page-footer">
        <SiteFooter />
      </footer>
      <ShortcutBar />
    </div>
  );
}
