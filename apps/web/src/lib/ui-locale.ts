/// <reference path="../ui-locale-packs.d.ts" />
import { uiLocalePacks } from 'virtual:ui-locale-packs';
import { DEFAULT_LOCALE, type Locale, languageOf } from '@simportal/contract/locales';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useSyncExternalStore } from 'react';

/**
 * antd's and dayjs's texts for each interface language, by the names `languages.json` gives them. English is
 * built into both (antd's ConfigProvider already carries en_US), so it costs nothing; another language's are
 * fetched only when it is chosen or remembered, by `loadUiLocale`, which lib/i18n.ts awaits before it switches
 * the language. The build writes a loader per language from languages.json (build/ui-locale-packs.ts), so a
 * language added as data finds its texts here with no code; one the libraries lack is shown in English.
 */
const antdLocales: Partial<Record<Locale, AntdLocale>> = { [DEFAULT_LOCALE]: enUS };
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

const loadAntdLocale = async (locale: Locale): Promise<AntdLocale> =>
  (await uiLocalePacks[locale]?.()) ?? enUS;

/**
 * dayjs is not in the first load (only date pickers and a few formatters use it): its language is set here,
 * before lib/i18n.ts switches the interface, so every date shown after the switch is already in it.
 */
let dayjsSwitched = false;
const applyDayjsLocale = async (locale: Locale): Promise<void> => {
  const { dayjsLocale } = languageOf(locale);
  // dayjs starts in English: until another language has been set there is nothing to fetch or set
  if (!dayjsSwitched && dayjsLocale === 'en') return;
  const { default: dayjs } = await import('dayjs');
  // a language dayjs does not have leaves it in English
  dayjs.locale(dayjsLocale);
  dayjsSwitched = true;
};

export const loadUiLocale = (locale: Locale): Promise<void> => {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loadAntdLocale(locale).then((antdLocale) => {
      antdLocales[locale] = antdLocale;
      for (const listener of listeners) listener();
    });
    // a failed fetch (offline) may be retried by the next switch
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending.then(() => applyDayjsLocale(locale));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * antd's locale for `locale`, re-rendering the caller once it has arrived; English until then (a remembered
 * Chinese choice is loaded while the first page loads, so no page shows before it).
 */
export const useAntdLocale = (locale: Locale): AntdLocale => {
  const read = () => antdLocales[locale] ?? enUS;
  // a prerendered page (decision 0018) is rendered and taken over with the language's texts already loaded
  return useSyncExternalStore(subscribe, read, read);
};
