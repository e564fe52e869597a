import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localeOrDefault } from '@simportal/contract/locales';
import { messagesEn } from '@simportal/contract/messages-en';
import { languageOfQuery } from '@simportal/contract/page-language';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocalStorage } from '../browser/browser-storage.ts';
import { linkManifestOf } from '../browser/manifest-link.ts';
import { hintLocale } from '../browser/page-hints.ts';
import { commonTexts, loadAreaTexts, type TextArea } from '../locales/text-files.ts';
import { readStoredLocale, writeStoredLocale } from './locale-storage.ts';
import { loadUiLocale } from './ui-locale.ts';

/**
 * One i18next instance for the app, for every language `languages.json` lists (decision 0068). `translation`
 * holds the web app's own strings (src/locales/<locale>/*.json);
 * `messages` holds the server's message keys, translated once in the contract package so the API and the
 * client never disagree on wording.
 *
 * What is there from the start: `common` in every language and the English messages (English is the fallback
 * language). The rest arrives on demand (docs/decisions/0013-web-first-load.md): each page's text areas with
 * the page (`loadTexts`, called by the router), and a language's messages and antd/dayjs texts when that
 * language is chosen or remembered.
 */
export const i18n = i18next.createInstance();

const syncDocumentLanguage = (locale: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

/**
 * A language the address names (`?lang=zh-CN`, decision 0025) is the one shown, and is remembered like a choice
 * made with the switch: the visitor chose it by following the link, and the next page without `lang` (a link
 * inside the app, a reload of another page) should not fall back to another one.
 */
const addressedLocale = typeof window === 'undefined' ? undefined : languageOfQuery(window.location.search);
if (addressedLocale) writeStoredLocale(getLocalStorage(), addressedLocale);

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    LOCALES.map((locale): [Locale, Resource[string]] => [
      locale,
      locale === DEFAULT_LOCALE
        ? { translation: commonTexts(locale), messages: messagesEn }
        : { translation: commonTexts(locale) },
    ]),
  ),
  lng: addressedLocale ?? readStoredLocale(getLocalStorage()),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // 'zh-CN' must not also look up a 'zh' bundle that does not exist
  load: 'currentOnly',
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  // React already escapes what it renders
  interpolation: { escapeValue: false },
  // the first load's resources are bundled, so initialise synchronously: the first render has its strings
  initAsync: false,
});

syncDocumentLanguage(i18n.language);
hintLocale(localeOrDefault(i18n.language));
linkManifestOf(localeOrDefault(i18n.language));

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) {
    writeStoredLocale(getLocalStorage(), language);
    hintLocale(language);
    linkManifestOf(language);
  }
  syncDocumentLanguage(language);
});

export const currentLocale = (): Locale => localeOrDefault(i18n.language);

/** Each language's messages (the contract's `messages/<locale>.json`), a chunk of its own but English's. */
const messageFiles = import.meta.glob<Record<string, string>>(
  [
    '../../../../packages/contract/src/messages/*.json',
    '!../../../../packages/contract/src/messages/en.json',
  ],
  { import: 'default' },
);
const loadMessages = async (locale: Locale): Promise<Record<string, string>> => {
  if (locale === DEFAULT_LOCALE) return messagesEn;
  const load = messageFiles[`../../../../packages/contract/src/messages/${locale}.json`];
  if (!load) throw new Error(`no messages for ${locale}`);
  return load();
};

/** One fetch per language and area however many pages ask; a failed one is forgotten so it can be retried. */
const pending = new Map<string, Promise<void>>();
const once = (key: string, load: () => Promise<void>): Promise<void> => {
  let promise = pending.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
};

/** The areas some page has needed so far: a language switch brings them along in the new language. */
const wantedAreas = new Set<TextArea>();

const loadLanguage = (locale: Locale) =>
  Promise.all([
    once(`${locale}:messages`, async () => {
      i18n.addResourceBundle(locale, 'messages', await loadMessages(locale), false, true);
    }),
    loadUiLocale(locale),
  ]);

/**
 * Makes `areas` (src/locales/<locale>/<area>.json) available in `locale`, with that language's messages and
 * antd/dayjs texts; resolves when all of it has arrived.
 */
export const loadTexts = async (
  areas: readonly TextArea[],
  locale: Locale = currentLocale(),
): Promise<void> => {
  for (const area of areas) wantedAreas.add(area);
  await Promise.all([
    loadLanguage(locale),
    ...areas.map((area) =>
      once(`${locale}:${area}`, async () => {
        // every area owns its top-level keys (locales.test.ts), so a shallow merge into the one `translation`
        // namespace is enough; a deep one would write into the imported JSON objects
        i18n.addResourceBundle(locale, 'translation', await loadAreaTexts(locale, area), false, false);
      }),
    ),
  ]);
};

// A remembered language other than English starts loading now, beside the first page's chunk. A failure is
// not reported here: the router asks again for the first page, and that request fails visibly.
if (currentLocale() !== DEFAULT_LOCALE) loadTexts([]).catch(() => {});

/** Switches the interface language once the texts of everything shown so far have arrived in it. */
export const changeLocale = async (locale: Locale): Promise<void> => {
  await loadTexts([...wantedAreas], locale);
  await i18n.changeLanguage(locale);
};

/**
 * Turns a message key into text: a server `message` (`pkg_duplicated`) or a client one (`network_error`) from
 * the contract's catalogue, else one of the app's own keys (`layout.logout`). An unknown key (a newer server,
 * a fault) shows `fallback`, or the generic server error, never the raw key.
 */
export const translateMessage = (key: string, fallback?: string): string => {
  if (i18n.exists(key, { ns: 'messages' })) return i18n.t(key, { ns: 'messages' });
  if (i18n.exists(key)) return i18n.t(key);
  return fallback ?? i18n.t('server_error', { ns: 'messages' });
};
