import type { AdminRole } from '@simportal/contract/admin-roles';
import type { Locale } from '@simportal/contract/locales';
import { letter, mailText as t } from './mail-texts.ts';

// An owner's invitation to become an administrator (issue #34), in the language the owner chose for it. Plain
// text: the link is the whole of what it carries.

export const renderAdminInvitationMail = (input: {
  locale: Locale;
  publicUrl: string;
  token: string;
  role: AdminRole;
  invitedBy: string;
  validHours: number;
}) => {
  const { locale } = input;
  return {
    subject: t(locale, 'mail.invitation.subject'),
    text: letter(
      locale,
      t(locale, 'mail.invitation.body', {
        invitedBy: input.invitedBy,
        role: t(locale, `mail.invitation.roles.${input.role}`),
        count: input.validHours,
        link: `${input.publicUrl}/invite?token=${input.token}`,
      }),
      t(locale, 'mail.invitation.ignore'),
    ),
  };
};
