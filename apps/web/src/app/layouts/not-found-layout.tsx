import './frame-layouts.css';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { THEME_CLASS } from '../theme.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The 404 page's own frame (spec §2): centred, with only the language switch. */
export function NotFoundLayoutFrame({ children }: { children: ReactNode }) {
  // the theme's link colour and design tokens for the page's plain elements, as in the other layouts
  const { hashId } = theme.useToken();
  return (
    <div className={`not-found-layout ${THEME_CLASS} ${hashId}`}>
      <header className="not-found-header">
        <LanguageSwitch />
      </header>
      <main className="not-found-main">{children}</main>
    </div>
  );
}

export function NotFoundLayout() {
  return (
    <NotFoundLayoutFrame>
      <Outlet />
    </NotFoundLayoutFrame>
  );
}
