import { buttonName, escapeRegExp, LANGS, type Lang, t } from './texts.ts';

/** What the auth journeys read on screen, per interface language, from the app's own texts (texts.ts). */
const authTextsOf = (lang: Lang) => ({
  username: t(lang, 'auth.register.username'),
  email: t(lang, 'auth.register.email'),
  password: t(lang, 'auth.register.password'),
  confirmPassword: t(lang, 'auth.register.confirmPassword'),
  code: t(lang, 'auth.code.label'),
  sendCode: t(lang, 'auth.code.send'),
  // the countdown's seconds change while the journey reads it
  resendIn: new RegExp(`${escapeRegExp(t(lang, 'auth.code.wait', { seconds: '§' })).replace('§', '\\d+')}$`),
  register: buttonName(t(lang, 'auth.register.submit')),
  registered: t(lang, 'messages:register_success'),
  account: t(lang, 'auth.login.account'),
  rememberMe: t(lang, 'auth.login.rememberMe'),
  logIn: buttonName(t(lang, 'auth.login.submit')),
  loggedIn: t(lang, 'messages:login_success'),
  wrongPassword: t(lang, 'messages:incorrect_account_or_password'),
  accountMenu: (name: string) => t(lang, 'layout.accountMenuOf', { name }),
  logOut: t(lang, 'layout.logout'),
  forgot: t(lang, 'auth.login.forgot'),
  newPassword: t(lang, 'auth.reset.password'),
  confirmNewPassword: t(lang, 'auth.reset.confirmPassword'),
  resetPassword: t(lang, 'auth.reset.submit'),
  resetDone: t(lang, 'messages:password_reset_success'),
});

export const AUTH_TEXT = Object.fromEntries(LANGS.map((lang) => [lang, authTextsOf(lang)])) as Record<
  Lang,
  ReturnType<typeof authTextsOf>
>;
