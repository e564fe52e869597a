import type { ApiKeyScope } from '@simportal/contract/api/api-keys';
import type { Locale } from '@simportal/contract/locales';
import { mailMinute } from './mail-money.ts';
import { letter, mailText as t } from './mail-texts.ts';

/**
 * An API key was created for the account (issue #59, decision 0076): like a new sign-in, the owner hears of a
 * key that can act for them, with its name, prefix and scopes, and where to revoke it.
 */
export const renderApiKeyCreatedMail = (input: {
  locale: Locale;
  publicUrl: string;
  key: { name: string; prefix: string; scopes: readonly ApiKeyScope[] };
  at: Date;
}) => {
  const { locale, key } = input;
  const scopes = key.scopes.map((scope) => t(locale, `mail.security.apiKeyCreated.scopes.${scope}`));
  return {
    subject: t(locale, 'mail.security.apiKeyCreated.subject'),
    text: letter(
      locale,
      t(locale, 'mail.security.apiKeyCreated.body', {
        name: key.name,
        prefix: key.prefix,
        scopes: scopes.join(t(locale, 'mail.security.apiKeyCreated.separator')),
        at: mailMinute(input.at, locale),
      }),
      t(locale, 'mail.security.apiKeyCreated.advice', { link: `${input.publicUrl}/integrations` }),
    ),
  };
};
