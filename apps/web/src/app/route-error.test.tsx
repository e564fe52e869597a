// @vitest-environment jsdom
import '../test-support/component-env.ts';
import type { Locale } from '@simportal/contract/locales';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { reloadPage } from './loading/page-reload.ts';
import { buildRouteObjects } from './router.tsx';
import { PAGE_ROUTES } from './routes.ts';

vi.mock('./loading/page-reload.ts', () => ({ reloadPage: vi.fn() }));

/** What Chrome says when a chunk of the running version is gone from the server (a deploy). */
const chunkGone = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`);

// In this file the 404 page's chunk is gone too, like every chunk of the version before a deploy.
vi.mock('../features/errors/pages/not-found-page.tsx', () => ({
  get NotFoundPage() {
    throw chunkGone('not-found-page-Bx1.js');
  },
}));

const disclaimer = PAGE_ROUTES.find((route) => route.path === '/disclaimer/:locale');
if (!disclaimer) throw new Error('no /disclaimer route');

/** The app's own route table at `path`, in `locale`, as the address and the interface name it. */
const openApp = async (path: string, locale: Locale) => {
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
};

const TEXTS = {
  en: {
    newVersion: 'A new version is available',
    fault: 'Something went wrong',
    reload: 'Reload',
    home: 'Back to home',
    homePath: '/home',
    query: '',
  },
  'zh-CN': {
    newVersion: '有新版本可用',
    fault: '出错了',
    reload: '刷新',
    home: '返回首页',
    homePath: '/home?lang=zh-CN',
    query: '?lang=zh-CN',
  },
} as const;

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
  // the server answers: the one automatic reload may happen
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<!doctype html>', { status: 200 })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the router's error page, when a chunk cannot be fetched", () => {
  for (const locale of ['en', 'zh-CN'] as const) {
    const texts = TEXTS[locale];

    it(`says a new version is there when a page's chunk is gone, in ${locale}`, async () => {
      vi.spyOn(disclaimer, 'page').mockRejectedValue(chunkGone('disclaimer-page-Cq2.js'));
      const heading = await openApp(`/disclaimer/en${texts.query}`, locale);
      expect(heading).toHaveProperty('textContent', texts.newVersion);
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('button', { name: texts.reload })).toHaveProperty('type', 'button');
      expect(main.getByRole('link', { name: texts.home }).getAttribute('href')).toBe(texts.homePath);
      expect(document.documentElement.lang).toBe(locale);
      // no English on the Chinese page
      if (locale === 'zh-CN') expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]/);

      // it reloads by itself, once; the Reload button, whenever pressed
      await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
      main.getByRole('button', { name: texts.reload }).click();
      expect(reloadPage).toHaveBeenCalledTimes(2);
    });

    it(`shows the fault page when the 404 page's own chunk is gone, in ${locale}`, async () => {
      // /disclaimer/fr is a 404 the route answers: the 404 page is lazy, and here it cannot be fetched
      const heading = await openApp(`/disclaimer/fr${texts.query}`, locale);
      expect(heading).toHaveProperty('textContent', texts.newVersion);
      expect(screen.getByRole('button', { name: texts.reload })).toBeDefined();
      expect(document.documentElement.lang).toBe(locale);
      if (locale === 'zh-CN') expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]/);
    });

    it(`names any other fault as one, with the same way out, in ${locale}`, async () => {
      vi.spyOn(disclaimer, 'page').mockRejectedValue(new Error('a bug'));
      const heading = await openApp(`/disclaimer/en${texts.query}`, locale);
      expect(heading).toHaveProperty('textContent', texts.fault);
      expect(screen.getByRole('button', { name: texts.reload })).toBeDefined();
      expect(screen.getByRole('link', { name: texts.home })).toBeDefined();
      expect(reloadPage).not.toHaveBeenCalled();
    });
  }

  it('does not reload by itself a second time in the same version', async () => {
    vi.spyOn(disclaimer, 'page').mockRejectedValue(chunkGone('disclaimer-page-Cq2.js'));
    await openApp('/disclaimer/en', 'en');
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // the reload brought the same version (the chunk is really missing): the page stays, with its button
    await openApp('/disclaimer/cn', 'en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
