import { DEFAULT_LOCALE } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BRAND } from '../src/lib/brand.ts';

/**
 * The web app manifest (decision 0070): what a phone installs. One file for every language, so it carries the
 * default language's product name; the installed app then opens in the language the visitor chose, as the site
 * does. The icons are the brand mark drawn by scripts/render-icons.mjs.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: productName(DEFAULT_LOCALE),
  short_name: productName(DEFAULT_LOCALE),
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
};
