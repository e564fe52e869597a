import './frame-layouts.css';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { useThemeFrameClass } from './theme-frame-class.ts';

/** The 404 page's own frame (spec §2): centred, with only the language switch. */
export function NotFoundLayoutFrame({ children }: { children: ReactNode }) {
  const themeClass = useThemeFrameClass();
  return (
    <div className={`not-found-layout ${themeClass}`}>
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
