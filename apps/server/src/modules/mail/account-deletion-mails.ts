import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';
import { mailMoney } from './mail-money.ts';

// The two mails of deleting an account (docs/decisions/0040-account-deletion.md), in the account's language.
// Plain text: nothing to render, nothing to inject.

/** The code that confirms a deletion, with what it will do: a security event the owner hears of either way. */
export const renderDeletionCodeMail = (input: {
  locale: Locale;
  code: string;
  validMinutes: number;
  publicUrl: string;
}) => {
  const { locale, code, validMinutes } = input;
  const link = `${input.publicUrl}/personal`;
  if (locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：注销账号验证码`,
      text: [
        '您好，',
        '',
        `您正在注销${PRODUCT_NAME['zh-CN']}账号，验证码为：${code}`,
        '',
        `验证码 ${validMinutes} 分钟内有效，且只能使用一次。请在 ${link} 页面输入。`,
        '注销后无法登录，所有卡片将从账号中释放，且不可恢复。',
        '如果这不是您本人的操作，请立即登录并修改密码：有人知道了您的密码。',
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${PRODUCT_NAME.en} code to delete your account`,
    text: [
      'Hello,',
      '',
      `Your code to delete your ${PRODUCT_NAME.en} account is: ${code}`,
      '',
      `It is valid for ${validMinutes} minutes and can be used once. Enter it at ${link}.`,
      'Once deleted, the account cannot sign in, its cards are released, and this cannot be undone.',
      'If you did not ask for it, sign in and change your password now: someone knows it.',
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};

/**
 * Sent to the address the account had, once it is deleted: what happened, the closed account's number, and what
 * became of a balance that was left (kept against that number, claimable through support).
 */
export const renderAccountDeletedMail = (input: {
  locale: Locale;
  accountNumber: number;
  cardsReleased: number;
  balanceMinor: number;
  currency: string;
}) => {
  const { locale, accountNumber, cardsReleased, balanceMinor, currency } = input;
  const balance = mailMoney(balanceMinor, currency, locale);
  if (locale === 'zh-CN') {
    return {
      subject: `${PRODUCT_NAME['zh-CN']}：您的账号已注销`,
      text: [
        '您好，',
        '',
        `您的${PRODUCT_NAME['zh-CN']}账号（编号 ${accountNumber}）已按您的要求注销：无法再登录，所有登录设备均已退出，${cardsReleased} 张卡片已从账号中释放。`,
        '您的用户名和邮箱已从账号中删除。法律要求保留的收支记录会继续保存，但不再与您的姓名或邮箱关联。',
        ...(balanceMinor > 0
          ? ['', `账号余额 ${balance} 未自动退还。如需退款，请联系客服并提供账号编号 ${accountNumber}。`]
          : []),
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${PRODUCT_NAME.en} account was deleted`,
    text: [
      'Hello,',
      '',
      `Your ${PRODUCT_NAME.en} account (number ${accountNumber}) was deleted as you asked: it can no longer sign in,`,
      `every session has ended, and ${cardsReleased} card(s) were released from it.`,
      'Your username and e-mail address were removed from it. The money records the law requires us to keep stay,',
      'no longer linked to your name or address.',
      ...(balanceMinor > 0
        ? [
            '',
            `The balance of ${balance} was not refunded automatically. To claim it, contact support and quote`,
            `account number ${accountNumber}.`,
          ]
        : []),
      '',
      PRODUCT_NAME.en,
    ].join('\n'),
  };
};
