import type { CodePurpose } from '@simportal/contract/api/auth';
import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';

interface CodeMailInput {
  locale: Locale;
  purpose: CodePurpose;
  code: string;
  validMinutes: number;
  publicUrl: string;
}

const PAGES: Record<CodePurpose, string> = { register: '/register', reset: '/passwordReset' };

/** The verification-code mail, in the user's language. Plain text: nothing to render, nothing to inject. */
export const renderCodeMail = ({ locale, purpose, code, validMinutes, publicUrl }: CodeMailInput) => {
  const link = `${publicUrl}${PAGES[purpose]}`;
  if (locale === 'zh-CN') {
    const action = purpose === 'register' ? '注册账号' : '重置密码';
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：${action}验证码`,
      text: [
        '您好，',
        '',
        `您正在${action}，验证码为：${code}`,
        '',
        `验证码 ${validMinutes} 分钟内有效，且只能使用一次。请在 ${link} 页面输入。`,
        '如果这不是您本人的操作，请忽略此邮件，您的账号不会有任何变化。',
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  const action = purpose === 'register' ? 'create your account' : 'reset your password';
  return {
    subject: `Your SIM Portal verification code to ${action}`,
    text: [
      'Hello,',
      '',
      `Your verification code to ${action} is: ${code}`,
      '',
      `It is valid for ${validMinutes} minutes and can be used once. Enter it at ${link}.`,
      'If you did not ask for it, ignore this mail: nothing changes on your account.',
      '',
      'SIM Portal',
    ].join('\n'),
  };
};

interface AccountNoticeInput {
  locale: Locale;
  /** What was asked for: a register code for an address that has an account, or a reset code for one that has none. */
  purpose: CodePurpose;
  publicUrl: string;
}

/**
 * Sent in place of a code the address cannot use (decision 0032): whoever asked is answered the same as for
 * a code, and only the mailbox's owner learns whether it has an account, with the way forward (log in or reset
 * the password; register). It carries no code and no six-digit number.
 */
export const renderAccountNoticeMail = ({ locale, purpose, publicUrl }: AccountNoticeInput) => {
  if (locale === 'zh-CN') {
    const body =
      purpose === 'register'
        ? [
            `有人（可能是您本人）想用这个邮箱注册${PRODUCT_NAME['zh-CN']}账号，但这个邮箱已经注册过了，因此没有发送验证码。`,
            '',
            `您可以直接登录：${publicUrl}/login`,
            `如果忘记了密码，可以在这里重置：${publicUrl}/passwordReset`,
          ]
        : [
            `有人（可能是您本人）想为这个邮箱重置${PRODUCT_NAME['zh-CN']}密码，但这个邮箱还没有注册账号，因此没有发送验证码。`,
            '',
            `如需注册，请前往：${publicUrl}/register`,
          ];
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：${purpose === 'register' ? '此邮箱已注册' : '此邮箱尚未注册'}`,
      text: [
        '您好，',
        '',
        ...body,
        '',
        '如果这不是您本人的操作，请忽略此邮件，您的邮箱和账号不会有任何变化。',
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  const body =
    purpose === 'register'
      ? [
          'Someone, perhaps you, asked to create a SIM Portal account with this address, but it already has one,',
          'so no verification code was sent.',
          '',
          `You can log in at ${publicUrl}/login`,
          `If you forgot your password, reset it at ${publicUrl}/passwordReset`,
        ]
      : [
          'Someone, perhaps you, asked to reset the SIM Portal password of this address, but no account uses it,',
          'so no verification code was sent.',
          '',
          `To create an account, go to ${publicUrl}/register`,
        ];
  return {
    subject:
      purpose === 'register'
        ? 'Your SIM Portal account already exists'
        : 'No SIM Portal account uses this address',
    text: [
      'Hello,',
      '',
      ...body,
      '',
      'If you did not ask for it, ignore this mail: nothing changes.',
      '',
      'SIM Portal',
    ].join('\n'),
  };
};

interface FailuresMailInput {
  locale: Locale;
  /** A wrong password, or a wrong verification code for resetting the password. */
  what: 'password' | 'reset_code';
  failures: number;
  windowMinutes: number;
  publicUrl: string;
}

/**
 * Tells an account's owner that someone keeps entering a wrong password (or reset code) for it. Sent once per
 * window when the failures reach the alert threshold; the owner is not locked out, only told.
 */
export const renderFailuresMail = ({
  locale,
  what,
  failures,
  windowMinutes,
  publicUrl,
}: FailuresMailInput) => {
  if (locale === 'zh-CN') {
    const thing = what === 'password' ? '密码' : '重置密码的验证码';
    return {
      subject: `${PRODUCT_NAME['zh-CN']}安全提醒：有人多次尝试登录您的账号`,
      text: [
        '您好，',
        '',
        `过去 ${windowMinutes} 分钟内，有人为您的账号输入了 ${failures} 次错误的${thing}。`,
        '这些尝试所在的网络地址已被限制，您本人仍可照常登录。',
        '',
        `如果不是您本人的操作，建议您在 ${publicUrl}/passwordReset 重置密码，并使用其他网站未用过的密码。`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  const thing = what === 'password' ? 'password' : 'verification code to reset the password';
  return {
    subject: 'SIM Portal security notice: repeated failed sign-in attempts',
    text: [
      'Hello,',
      '',
      `In the last ${windowMinutes} minutes someone entered a wrong ${thing} for your account ${failures} times.`,
      'The addresses they came from are being slowed down; you can still sign in as usual.',
      '',
      `If this was not you, consider resetting your password at ${publicUrl}/passwordReset and choosing one you`,
      'use nowhere else.',
      '',
      'SIM Portal',
    ].join('\n'),
  };
};
