import './default-layout.css';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AccountMenu } from './account-menu.tsx';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteMenu } from './site-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** The shop and account frame (spec §2 "default"): header with menu, the page, footer. */
export function DefaultLayout() {
  return (
    <Layout className="default-layout">
      <SkipLink />
      {/* antd renders Header, Content and Footer as <header>, <main> and <footer> landmarks */}
      <Layout.Header className="site-header">
        <BrandLink />
        <SiteMenu />
        <div className="site-header-actions">
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </Layout.Header>
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        <Outlet />
      </Layout.Content>
      <Layout.Footer>
        <SiteFooter />
      </Layout.Footer>
    </Layout>
  );
}
