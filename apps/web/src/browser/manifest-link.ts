import { DEFAULT_LOCALE, type Locale } from '@simportal/contract/locales';

/** Where a language's manifest is served: the default language's is vite-plugin-pwa's own. */
export const manifestPathOf = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`;

/**
 * Points index.html's manifest link at the manifest of the interface language (build/web-app-manifest.ts), so the
 * app a phone installs is named in it, shortcuts too (decision 0099). The paths are the build's.
 */
export const linkManifestOf = (locale: Locale): void => {
  if (typeof document === 'undefined') return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const path = manifestPathOf(locale);
  if (link.getAttribute('href') !== path) link.setAttribute('href', path);
};
