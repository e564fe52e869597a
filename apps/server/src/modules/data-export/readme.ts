import type { Locale } from '@simportal/contract/locales';
import { mailText as t } from '../mail/index.ts';

/**
 * What README.txt says about each file of the archive, in the account's language, one line each; the words are
 * in the mail texts (apps/web/src/locales/<locale>/mail.json › dataExport).
 */
const FILES = [
  'account',
  'cards',
  'addOns',
  'activities',
  'activitiesTable',
  'payOrders',
  'traffic',
  'sessions',
  'devices',
  'inbox',
  'networkEvents',
  'apiKeys',
  'webhooks',
  'members',
  'passkeys',
  'consents',
] as const;
const NOTES = ['amounts', 'times', 'left'] as const;

export const readmeText = (locale: Locale, username: string, producedAt: Date): string => {
  const at = producedAt.toISOString().slice(0, 19).replace('T', ' ');
  return [
    t(locale, 'dataExport.title', { username, at }),
    '',
    ...FILES.map((file) => t(locale, `dataExport.files.${file}`)),
    '',
    ...NOTES.map((note) => t(locale, `dataExport.notes.${note}`)),
    '',
  ].join('\r\n');
};

/** consents.json: the portal asks for no optional consent (no marketing mail, no tracking), so it holds none. */
export const consentsOf = (locale: Locale) => ({ consents: [], note: t(locale, 'dataExport.noConsents') });
