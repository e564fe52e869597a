import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { createInstance, type TOptions } from 'i18next';

// What the journeys read on screen comes from where the app takes it: the web's locale files
// (apps/web/src/locales/<lang>/<area>.json) and the contract's message texts (namespace `messages`), through
// i18next as the app uses it. A changed wording then changes the journeys with it; a key that no longer
// exists fails at once instead of a locator that silently waits.

export type Lang = 'en' | 'zh-CN';
export const LANGS: readonly Lang[] = ['en', 'zh-CN'];

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/** The app's texts as it merges them: every area into one `translation` namespace, the messages beside it. */
const resourcesOf = (lang: Lang) => {
  const translation: Record<string, unknown> = {};
  const merge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(from)) {
      const known = into[key];
      if (known && typeof known === 'object' && value && typeof value === 'object')
        merge(known as Record<string, unknown>, value as Record<string, unknown>);
      else into[key] = value;
    }
  };
  for (const file of readdirSync(path.join(LOCALES, lang)).filter((name) => name.endsWith('.json')))
    merge(translation, JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')));
  return { translation, messages: lang === 'en' ? messagesEn : messagesZhCn };
};

const translators = Object.fromEntries(
  LANGS.map((lang) => {
    const i18n = createInstance();
    void i18n.init({
      lng: lang,
      resources: { [lang]: resourcesOf(lang) },
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return [lang, i18n];
  }),
) as Record<Lang, ReturnType<typeof createInstance>>;

/** The text of `key` (`wallet.recharge.title`, or `messages:<message key>`) in `lang`, with its values filled in. */
export const t = (lang: Lang, key: string, values: TOptions = {}): string => {
  const i18n = translators[lang];
  if (!i18n.exists(key, values)) throw new Error(`no text ${key} in ${lang}`);
  return i18n.t(key, values) as string;
};

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount of US dollars as the app writes it in `lang` (Intl, as lib/format.ts): $1.50, US$1.50. */
export const usd = (lang: Lang, major: number): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(major);

/** A value a journey cannot know in advance (a time, a card's title): `pattern` lets it be anything. */
export const ANY = '\u0000any\u0000';

/** The text of `key` as a pattern, each value given as ANY matching whatever the screen shows there. */
export const pattern = (lang: Lang, key: string, values: TOptions = {}): RegExp =>
  new RegExp(t(lang, key, values).split(ANY).map(escapeRegExp).join('.+?'));

/**
 * A button's accessible name: antd spaces out a two-character Chinese label ("注 册"), and its spinner icon
 * (aria-label "loading") may still be leaving when the next step looks for the button.
 */
export const buttonName = (label: string): RegExp => {
  const spaced = /^[\u4e00-\u9fff]{2}$/u.test(label) ? `${label[0]}\\s?${label[1]}` : escapeRegExp(label);
  return new RegExp(`^(?:loading )?${spaced}$`);
};
