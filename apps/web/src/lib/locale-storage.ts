import { DEFAULT_LOCALE, type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { KeyValueStorage } from '../browser/browser-storage.ts';

/** Spec §3 and §9: the chosen language is kept in local storage under `locale`, as JSON (`"zh-CN"`). */
export const LOCALE_STORAGE_KEY = 'locale';

/** The remembered language, or the default when nothing (or something unreadable) is stored. */
export const readStoredLocale = (storage: KeyValueStorage): Locale => {
  const raw = storage.getItem(LOCALE_STORAGE_KEY);
  if (raw === null) return DEFAULT_LOCALE;
  try {
    const parsed: unknown = JSON.parse(raw);
    return localeOrDefault(parsed);
  } catch {
    return DEFAULT_LOCALE;
  }
};

export const writeStoredLocale = (storage: KeyValueStorage, locale: Locale): void => {
  storage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(locale));
};
