import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestPathOf } from '../src/browser/manifest-link.ts';
import { BRAND } from '../src/lib/brand.ts';

const LOCALES_DIR = new URL('../src/locales/', import.meta.url);

/**
 * The web app manifest in `locale` (decisions 0070, 0099): what a phone installs, named in the visitor's language,
 * with shortcuts to My SIMs and Top up (a long press on the icon) in their menu's words. The icons are the brand
 * mark drawn by scripts/render-icons.mjs.
 */
export const webAppManifestFor = (locale: Locale): Partial<ManifestOptions> => {
  const common = JSON.parse(readFileSync(new URL(`${locale}/common.json`, LOCALES_DIR), 'utf8'));
  return {
    name: productName(locale),
    short_name: productName(locale),
    lang: locale,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND.primary,
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: common.route.mySims,
        url: '/mySims',
        icons: [{ src: '/pwa-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: common.layout.topUp,
        url: '/recharge',
        icons: [{ src: '/pwa-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
};

/** The default language's manifest, which vite-plugin-pwa writes and links from index.html. */
export const webAppManifest = webAppManifestFor(DEFAULT_LOCALE);

/** Every other language's manifest beside it; the app points index.html's link at the one of its language. */
export const localeManifests = (): Plugin => ({
  name: 'simportal:locale-manifests',
  apply: 'build',
  generateBundle() {
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      this.emitFile({
        type: 'asset',
        fileName: manifestPathOf(locale).slice(1),
        source: `${JSON.stringify(webAppManifestFor(locale))}\n`,
      });
    }
  },
});
