// The public face of modules/mail: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { renderAccountDeletedMail, renderDeletionCodeMail } from './account-deletion-mails.ts';
export { renderAdminInvitationMail } from './admin-invitation-mail.ts';
export { renderApiKeyCreatedMail } from './api-key-mails.ts';
export { mailLongDay, mailMinute, mailMoney } from './mail-money.ts';
export { letter, mailText, paragraphs } from './mail-texts.ts';
export { mailboxPage, whereUnsentMailIs } from './mailbox-page.ts';
export type { Mailer } from './mailer.ts';
export { createMailer } from './mailer.ts';
export { renderMemberInvitationMail } from './member-invitation-mail.ts';
export type { QueuedMail } from './outbox.ts';
export { enqueueMail, enqueueMails, forgetMailsTo, mailHandler, mailKindOf } from './outbox.ts';
export {
  renderNewSignInMail,
  renderPasskeyChangedMail,
  renderPasswordChangedMail,
  renderProofLockedMail,
  renderRecoveryCodesReplacedMail,
  renderSecondFactorEnrolledMail,
  renderSecondFactorRemovedMail,
} from './security-mails.ts';
export { renderAccountNoticeMail, renderCodeMail, renderFailuresMail } from './templates.ts';
