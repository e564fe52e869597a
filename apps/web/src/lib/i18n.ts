import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@simportal/contract/locales';
import { messagesEn } from '@simportal/contract/messages-en';
import { messagesZhCn } from '@simportal/contract/messages-zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translationsOf } from '../locales/bundles.ts';
import { getLocalStorage } from './browser-storage.ts';
import { readStoredLocale, writeStoredLocale } from './locale-storage.ts';

/**
 * One i18next instance for the app. `translation` holds the web app's own strings (src/locales/<locale>/*.json);
 * `messages` holds the server's message keys, translated once in the contract package so the API and the
 * client never disagree on wording.
 */
export const i18n = i18next.createInstance();

const syncDocumentLanguage = (locale: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: translationsOf('en'), messages: messagesEn },
    'zh-CN': { translation: translationsOf('zh-CN'), messages: messagesZhCn },
  },
  lng: readStoredLocale(getLocalStorage()),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // 'zh-CN' must not also look up a 'zh' bundle that does not exist
  load: 'currentOnly',
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  // React already escapes what it renders
  interpolation: { escapeValue: false },
  // resources are bundled, so initialise synchronously: the first render already has its strings
  initAsync: false,
});

syncDocumentLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) writeStoredLocale(getLocalStorage(), language);
  syncDocumentLanguage(language);
});

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

export const changeLocale = async (locale: Locale): Promise<void> => {
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
