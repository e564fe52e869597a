import type { Locale } from '@simportal/contract/locales';
import { PRODUCT_NAME } from '@simportal/contract/product';
import { formatDataWith } from '@simportal/contract/traffic';

// The allowance alerts, in the customer's language. Plain text: nothing to render, nothing to inject.

export interface UsageAlertMailInput {
  locale: Locale;
  threshold: 80 | 100;
  cardName: string;
  usedKb: number;
  allowanceKb: number;
  restrictRule: 'THROTTLE' | 'STOP';
  cardId: number;
  publicUrl: string;
}

/** Sent once per billing cycle at 80% and once at 100% of a card's allowance. */
export const renderUsageAlertMail = (input: UsageAlertMailInput) => {
  const link = `${input.publicUrl}/mySims/${input.cardId}/traffic`;
  // GB from 1 GB, as the card's screens say it (issue #33)
  const data = (kb: number) => formatDataWith(kb, (options) => new Intl.NumberFormat(input.locale, options));
  const used = data(input.usedKb);
  const allowance = data(input.allowanceKb);
  const addOns = `${input.publicUrl}/addOn`;
  if (input.locale === 'zh-CN') {
    const rule = input.restrictRule === 'STOP' ? '将停止上网' : '将降速上网';
    return {
      subject:
        input.threshold === 100
          ? `${PRODUCT_NAME['zh-CN']}：SIM 卡 ${input.cardName} 的流量已用完`
          : `${PRODUCT_NAME['zh-CN']}：SIM 卡 ${input.cardName} 的流量已用 80%`,
      text: [
        '您好，',
        '',
        `SIM 卡 ${input.cardName} 已使用 ${used}，套餐流量为 ${allowance}（${input.threshold}%）。`,
        input.threshold === 100
          ? `超出套餐流量后，${rule}，直到下一个周期开始。`
          : `用完套餐流量后，${rule}。`,
        '',
        `查看流量详情：${link}`,
        `购买加油包：${addOns}`,
        '',
        PRODUCT_NAME['zh-CN'],
      ].join('\n'),
    };
  }
  const rule = input.restrictRule === 'STOP' ? 'its data service stops' : 'its speed is throttled';
  return {
    subject:
      input.threshold === 100
        ? `${PRODUCT_NAME.en}: SIM card ${input.cardName} has used its whole allowance`
        : `${PRODUCT_NAME.en}: SIM card ${input.cardName} has used 80% of its allowance`,
    text: [
      'Hello,',
      '',
      `SIM card ${input.cardName} has used ${used} of its ${allowance} allowance (${input.threshold}%).`,
      input.threshold === 100
        ? `Past its allowance ${rule} until the next period begins.`
        : `Once the allowance is used up, ${rule}.`,
      '',
      `Traffic Detail: ${link}`,
      `Add-on data packs: ${addOns}`,
      '',
      'SIM Portal',
    ].join('\n'),
  };
};
