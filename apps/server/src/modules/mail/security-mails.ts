import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';

// Mails of security events (issue #34), in the account's language: the owner hears of a change they may not have
// made. Plain text: nothing to render, nothing to inject.

/** Two-step verification was set up for the account (docs/decisions/0041). */
export const renderSecondFactorEnrolledMail = ({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}) => {
  if (locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：两步验证已开启`,
      text: [
        '您好，',
        '',
        '您的管理员账号已开启两步验证：今后登录时，除了密码，还需要输入身份验证器应用中的验证码或一个恢复码。',
        '其他设备上的登录已全部退出。',
        '',
        `如果这不是您本人的操作，请立即通过 ${publicUrl}/passwordReset 重置密码，并联系其他管理员。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: two-step verification is on`,
    text: [
      'Hello,',
      '',
      'Two-step verification is now on for your administrator account: signing in asks for a code from your',
      'authenticator app, or one of your recovery codes, after your password. Every other session was logged out.',
      '',
      `If this was not you, reset your password at ${publicUrl}/passwordReset now and tell another administrator.`,
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};
