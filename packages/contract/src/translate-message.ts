import { readFileSync } from 'node:fs';
import { type Locale, localeOrDefault } from './locales.ts';
import type { MessageKey } from './message-keys.ts';

const catalogues = new Map<Locale, Record<MessageKey, string>>();

/** A language's catalogue, `messages/<locale>.json`, read once (Node only: the web loads its own, lib/i18n.ts). */
export const messagesOf = (locale: Locale): Record<MessageKey, string> => {
  const code = localeOrDefault(locale);
  let catalogue = catalogues.get(code);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(new URL(`./messages/${code}.json`, import.meta.url), 'utf8'));
    catalogues.set(code, catalogue as Record<MessageKey, string>);
  }
  return catalogue as Record<MessageKey, string>;
};

/**
 * The text of a message key in a locale. The key is a plain string because it usually comes off the wire (an
 * envelope's `message`); an unknown key, from a newer server or a fault, shows the generic server error
 * rather than a raw key. `Object.hasOwn` keeps keys such as `constructor` from reaching the prototype.
 */
export const translateMessage = (key: string, locale: Locale): string => {
  const catalogue = messagesOf(locale);
  return Object.hasOwn(catalogue, key) ? catalogue[key as MessageKey] : catalogue.server_error;
};
