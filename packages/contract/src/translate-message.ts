import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import type { MessageKey } from './message-keys.ts';
import { messagesEn } from './messages-en.ts';
import { messagesZhCn } from './messages-zh-cn.ts';

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en: messagesEn, 'zh-CN': messagesZhCn };

/**
 * The text of a message key in a locale. The key is a plain string because it usually comes off the wire (an
 * envelope's `message`); an unknown key, from a newer server or a fault, shows the generic server error
 * rather than a raw key. `Object.hasOwn` keeps keys such as `constructor` from reaching the prototype.
 */
export const translateMessage = (key: string, locale: Locale): string => {
  const catalogue = CATALOGUES[locale] ?? CATALOGUES[DEFAULT_LOCALE];
  return Object.hasOwn(catalogue, key) ? catalogue[key as MessageKey] : catalogue.server_error;
};
