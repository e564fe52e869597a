import type { CodePurpose } from '@simportal/contract/api/auth';
import type { Locale } from '@simportal/contract/locales';

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
      subject: `SIM Portal 验证码：${action}`,
      text: [
        '您好，',
        '',
        `您正在${action}，验证码为：${code}`,
        '',
        `验证码 ${validMinutes} 分钟内有效，且只能使用一次。请在 ${link} 页面输入。`,
        '如果这不是您本人的操作，请忽略此邮件，您的账号不会有任何变化。',
        '',
        'SIM Portal',
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
