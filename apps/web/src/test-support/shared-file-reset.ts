import { afterAll, afterEach, vi } from 'vitest';

// The web's files share their worker (vitest.config.ts, `isolate: false`): one module graph and one jsdom
// document for many files, so antd, React and the i18n set-up are evaluated once per worker instead of once per
// file (decision 0104). A setup file runs before every file, where a module the files import runs once per
// worker: here each test and each file hands on what a fresh worker would have given the next.

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { desktopMatchMedia } = await import('./component-env.ts');
  afterEach(() => {
    cleanup();
    // screen-width.ts's phone, or a file's own stub (app/toast-placement.test.ts): the desktop's width again
    window.matchMedia = desktopMatchMedia;
  });
}

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const { DEFAULT_LOCALE } = await import('@simportal/contract/locales');
  const { i18n } = await import('../lib/i18n.ts');
  // a fresh worker's language: nothing remembered, so the default (i18n writes what it switches to: cleared next)
  await i18n.changeLanguage(DEFAULT_LOCALE);
  if (typeof document === 'undefined') return;
  const { authStore } = await import('../stores/auth-store.ts');
  const { customerViewStore } = await import('../features/admin/customer-view/customer-view-store.ts');
  // signed out, as a fresh worker starts: a signed-in store shows a guest's page its account's links
  authStore.setState(authStore.getInitialState(), true);
  customerViewStore.setState(customerViewStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
