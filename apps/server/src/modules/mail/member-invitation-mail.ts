import type { Locale } from '@simportal/contract/locales';
import { letter, mailText as t } from './mail-texts.ts';

// An account owner's invitation of a member (issue #71, decision 0103), in the language the owner chose for it.
// Plain text: the link is the whole of what it carries.

export const renderMemberInvitationMail = (input: {
  locale: Locale;
  publicUrl: string;
  token: string;
  invitedBy: string;
  validHours: number;
}) => {
  const { locale } = input;
  return {
    subject: t(locale, 'mail.memberInvitation.subject', { invitedBy: input.invitedBy }),
    text: letter(
      locale,
      t(locale, 'mail.memberInvitation.body', {
        invitedBy: input.invitedBy,
        count: input.validHours,
        link: `${input.publicUrl}/join?token=${input.token}`,
      }),
      t(locale, 'mail.memberInvitation.ignore'),
    ),
  };
};
