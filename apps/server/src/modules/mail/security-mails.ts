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

/** Where and when a sign-in came from, as the owner's session list names it (session-client.ts). */
export interface SignInPlace {
  browser: string | null;
  os: string | null;
  network: string | null;
  /** "2026-11-25 06:40 UTC" */
  at: string;
}

const placeText = (place: SignInPlace, unknown: string, on: string) =>
  `${place.browser ?? unknown}${on}${place.os ?? unknown}`;

/**
 * A sign-in from a browser and system the account had not signed in from before (issue #34): the owner can end
 * that session at once if it was not them.
 */
export const renderNewSignInMail = (input: { locale: Locale; publicUrl: string; place: SignInPlace }) => {
  const { place } = input;
  const link = `${input.publicUrl}/personal`;
  if (input.locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：账号在新设备上登录`,
      text: [
        '您好，',
        '',
        `您的账号刚刚在一台以前没有登录过的设备上登录：${placeText(place, '未知', '，')}`,
        `网络：${place.network ?? '未知'}；时间：${place.at}。`,
        '',
        `如果是您本人，无需任何操作。如果不是，请立即在 ${link} 修改密码，并在“登录设备”中退出该设备。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: a new sign-in to your account`,
    text: [
      'Hello,',
      '',
      `Your account was just signed in to from a device it had not used before: ${placeText(place, 'unknown', ' on ')},`,
      `network ${place.network ?? 'unknown'}, at ${place.at}.`,
      '',
      `If this was you, there is nothing to do. If not, change your password at ${link} now and end that session`,
      'under Sessions.',
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};

/** The account's password was changed, or reset with a mailed code (issue #34). */
export const renderPasswordChangedMail = (input: { locale: Locale; publicUrl: string; at: string }) => {
  const link = `${input.publicUrl}/passwordReset`;
  if (input.locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：密码已修改`,
      text: [
        '您好，',
        '',
        `您的账号密码已于 ${input.at} 修改。`,
        '',
        `如果这不是您本人的操作，请立即通过 ${link} 重置密码：有人知道了您的旧密码或能读取您的邮箱。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: your password was changed`,
    text: [
      'Hello,',
      '',
      `The password of your account was changed at ${input.at}.`,
      '',
      `If this was not you, reset it at ${link} now: someone knew your old password or can read your mail.`,
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};

/** New recovery codes replaced the old ones (docs/decisions/0041): the old ones no longer sign in. */
export const renderRecoveryCodesReplacedMail = ({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}) => {
  if (locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：已生成新的恢复码`,
      text: [
        '您好，',
        '',
        '您的管理员账号刚刚生成了新的恢复码，之前的恢复码已全部失效。',
        '',
        `如果这不是您本人的操作，请立即通过 ${publicUrl}/passwordReset 重置密码，并联系其他管理员。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: new recovery codes`,
    text: [
      'Hello,',
      '',
      'New recovery codes were just made for your administrator account; the earlier ones no longer work.',
      '',
      `If this was not you, reset your password at ${publicUrl}/passwordReset now and tell another administrator.`,
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};

/** Two-step verification was turned off for the account (issue #34): the owner hears of it at once. */
export const renderSecondFactorRemovedMail = ({
  locale,
  publicUrl,
}: {
  locale: Locale;
  publicUrl: string;
}) => {
  if (locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：两步验证已关闭`,
      text: [
        '您好，',
        '',
        '您的管理员账号刚刚关闭了两步验证，恢复码已全部失效，其他设备上的登录已全部退出。',
        '如果运营方要求两步验证，下次打开管理后台时需要重新设置。',
        '',
        `如果这不是您本人的操作，请立即通过 ${publicUrl}/passwordReset 重置密码，并联系其他管理员。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: two-step verification is off`,
    text: [
      'Hello,',
      '',
      'Two-step verification was just turned off for your administrator account: the recovery codes no longer',
      'work and every other session was logged out. Where the operator requires it, Admin Management asks you to',
      'set it up again.',
      '',
      `If this was not you, reset your password at ${publicUrl}/passwordReset now and tell another administrator.`,
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};

/** A passkey was added to the account, or removed (issue #34): the owner hears of it at once. */
export const renderPasskeyChangedMail = ({
  locale,
  publicUrl,
  change,
  name,
}: {
  locale: Locale;
  publicUrl: string;
  change: 'added' | 'removed';
  name: string;
}) => {
  if (locale === 'zh-CN') {
    const what = change === 'added' ? '添加了' : '移除了';
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：通行密钥已${change === 'added' ? '添加' : '移除'}`,
      text: [
        '您好，',
        '',
        `您的管理员账号刚刚${what}通行密钥“${name}”。`,
        '',
        `如果这不是您本人的操作，请立即通过 ${publicUrl}/passwordReset 重置密码，并联系其他管理员。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `${PRODUCT_NAME.en}: a passkey was ${change}`,
    text: [
      'Hello,',
      '',
      `The passkey "${name}" was just ${change === 'added' ? 'added to' : 'removed from'} your administrator account.`,
      '',
      `If this was not you, reset your password at ${publicUrl}/passwordReset now and tell another administrator.`,
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};
