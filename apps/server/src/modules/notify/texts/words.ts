// The words every event's texts are made of: modules/mail's i18next resources (the web's locales/<locale>/mail.json)
// and its formats of money, days and times, imported once here so that the texts depend on the words, not on a
// transport (docs/decisions/0092).
export { letter, mailLongDay, mailMinute, mailMoney, mailText, paragraphs } from '../../mail/index.ts';
