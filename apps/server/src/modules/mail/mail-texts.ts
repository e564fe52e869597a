import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@simportal/contract/locales';
import { formatMoney } from '@simportal/contract/money-format';
import { productName } from '@simportal/contract/product';
import i18next, { type Resource } from 'i18next';

/**
 * The words of every mail the server sends (and of the data archive's README and the push notifications, 0070),
 * kept with the web's texts as i18next resources: `apps/web/src/locales/<locale>/mail.json`
 * (docs/decisions/0048-mails-from-resources.md).
 * One glossary, one translation workflow; a language in `LOCALES` with its mail.json is a language the mails
 * speak, with no branch in the code. The web never loads this file (locales/text-files.ts leaves it out).
 */
const MAIL_TEXTS_DIR = new URL('../../../../web/src/locales/', import.meta.url);

export const mailResourcesOf = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`${locale}/mail.json`, MAIL_TEXTS_DIR), 'utf8')) as Resource[string];

const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: mailResourcesOf(locale) }])),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  // plain text: nothing is escaped, nothing is rendered as markup
  interpolation: { escapeValue: false },
  // i18next's default leaves an unfilled {{placeholder}} as it is: visible, so a test finds it, never a blank.
  // The files are read above: ready before the first mail.
  initAsync: false,
});

/**
 * How a language states an amount and a day is a text too (mail.format.amount, mail.format.longDay), so the
 * choice is data, not a branch: `{{amount, money}}` writes an amount as the screens do, with the contract's one
 * formatter ('$3.50', 'US$3.50'; issue #56); `{{day, longDay(locale: en-GB)}}` names the day in the British
 * order, 'Thursday 3 December', `{{day, longDay}}` in the language's own, '12月3日星期四';
 * `{{at, minute(style: iso)}}` writes an instant '2026-11-25 06:40 UTC', `{{at, minute}}` as the language
 * writes a date and time in UTC, '2026年11月25日 06:40'.
 */
texts.services.formatter?.add('money', (minor: number, lng: string | undefined, options) =>
  formatMoney(minor, lng ?? DEFAULT_LOCALE, options.currency),
);
texts.services.formatter?.add('longDay', (day: string, lng: string | undefined, options) =>
  new Intl.DateTimeFormat(options.locale ?? lng, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`)),
);

texts.services.formatter?.add('minute', (at: string, lng: string | undefined, options) =>
  options.style === 'iso'
    ? `${at.slice(0, 16).replace('T', ' ')} UTC`
    : new Intl.DateTimeFormat(lng, {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(new Date(at)),
);

export type MailValues = Record<string, string | number>;

/**
 * One text of a mail in `locale`, its `{{placeholders}}` filled from `values` and `{{product}}` with the
 * product's name in that language. `count` picks the plural form (key_one, key_other …) by the language's rules.
 */
export const mailText = (locale: Locale, key: string, values: MailValues = {}): string =>
  texts.t(key, { lng: locale, product: productName(locale), ...values });

/** A mail's text: the paragraphs in order, one blank line between them. */
export const paragraphs = (...parts: (string | false | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string').join('\n\n');

/**
 * A letter to a person: the greeting, the paragraphs and the product's name as the signature, each its own
 * paragraph.
 */
export const letter = (locale: Locale, ...parts: (string | false | undefined)[]): string =>
  paragraphs(mailText(locale, 'mail.hello'), ...parts, mailText(locale, 'mail.signature'));
