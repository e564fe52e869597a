import { zhCnOffences } from '@simportal/contract/zh-cn-glossary';
import { describe, expect, it } from 'vitest';
import {
  renderNewSignInMail,
  renderPasswordChangedMail,
  renderProofLockedMail,
} from '../src/modules/mail/security-mails.ts';
import {
  renderAccountNoticeMail,
  renderCodeMail,
  renderFailuresMail,
} from '../src/modules/mail/templates.ts';
import { lowStockTexts } from '../src/modules/notify/texts/admin-alerts.ts';
import { balanceLowTexts, runwayLowTexts } from '../src/modules/notify/texts/balance.ts';
import { bridgeEndedTexts, bridgeStartedTexts } from '../src/modules/notify/texts/bridges.ts';
import { cardSuspendedTexts } from '../src/modules/notify/texts/card-suspended.ts';
import type { EventTexts } from '../src/modules/notify/texts/event-texts.ts';
import { lifelineStartedTexts } from '../src/modules/notify/texts/lifeline.ts';
import { payOrderCreditedTexts, payOrderWaitingTexts } from '../src/modules/notify/texts/pay-orders.ts';
import { tripTomorrowTexts } from '../src/modules/notify/texts/trip-tomorrow.ts';
import { usageThresholdTexts } from '../src/modules/notify/texts/usage-threshold.ts';

// Every Chinese mail as its reader gets it, held to the glossary (docs/decisions/0038-chinese-glossary.md): the
// product's Chinese name, one term for each thing, amounts as the web shows them, no English word.

const locale = 'zh-CN' as const;
const publicUrl = 'https://sim.example.com';
/** An event's mail (modules/notify/texts) in Chinese from its example, with `data` changed. */
const eventMail = <Data>(texts: EventTexts<Data>, data: Partial<Data> = {}) =>
  texts.mail!(locale, { ...texts.example, ...data }, { currency: 'USD', publicUrl })!;
const tripLines = tripTomorrowTexts.example.lines.map((line) => ({
  ...line,
  label: line.label ? '旅行手机' : null,
}));
const order = {
  reference: 'PO-7K2M9Q',
  amountMinor: 5_000,
  totalMinor: 5_200,
  currency: 'USD',
  username: 'traveller',
  email: 'traveller@example.com',
};

/** What notify's texts render with beside an event's data. */
const texts = { currency: 'USD', publicUrl };

/** A sign-in's browser, as the session list names it. */
const BROWSER = 'Chrome 131';

const MAILS: [string, { subject: string; text: string }][] = [
  [
    'code (register)',
    renderCodeMail({ locale, purpose: 'register', code: '123456', validMinutes: 10, publicUrl }),
  ],
  ['code (reset)', renderCodeMail({ locale, purpose: 'reset', code: '123456', validMinutes: 10, publicUrl })],
  ['account exists', renderAccountNoticeMail({ locale, purpose: 'register', publicUrl })],
  ['no account', renderAccountNoticeMail({ locale, purpose: 'reset', publicUrl })],
  [
    'failed logins',
    renderFailuresMail({ locale, what: 'password', failures: 5, windowMinutes: 15, publicUrl }),
  ],
  ...([80, 100] as const).flatMap((threshold) =>
    (['THROTTLE', 'STOP'] as const).map((restrictRule): [string, { subject: string; text: string }] => [
      `usage ${threshold}% (${restrictRule})`,
      usageThresholdTexts.mail!(
        locale,
        { ...usageThresholdTexts.example, label: '旅行手机', threshold, restrictRule },
        { currency: 'USD', publicUrl },
      )!,
    ]),
  ),
  ['suspended', eventMail(cardSuspendedTexts, { cardNumbers: ['1000001', '1000002'] })],
  ['low balance', eventMail(balanceLowTexts)],
  ['runway', eventMail(runwayLowTexts)],
  ['bridge started', eventMail(bridgeStartedTexts)],
  ['bridge ended', eventMail(bridgeEndedTexts)],
  ['lifeline started', eventMail(lifelineStartedTexts)],
  ['trip tomorrow', eventMail(tripTomorrowTexts, { lines: tripLines })],
  [
    'new sign-in',
    renderNewSignInMail({
      locale,
      publicUrl,
      place: {
        browser: 'Chrome 131',
        os: 'Android',
        network: '203.0.113.0/24',
        at: new Date('2026-11-25T06:40:00Z'),
      },
    }),
  ],
  [
    'password changed',
    renderPasswordChangedMail({ locale, publicUrl, at: new Date('2026-11-25T06:40:00Z') }),
  ],
  [
    'proofs locked',
    renderProofLockedMail({
      locale,
      publicUrl,
      failures: 5,
      ip: '203.0.113.9',
      until: new Date('2026-11-25T06:41:00Z'),
    }),
  ],
  ['eSIM stock low', lowStockTexts.mail!(locale, { available: 2, threshold: 5 }, texts)!],
  ['eSIM stock empty', lowStockTexts.mail!(locale, { available: 0, threshold: 5 }, texts)!],
  ['new pay order', payOrderWaitingTexts.mail!(locale, { news: 'new', orders: [order], count: 1 }, texts)!],
  [
    'pay order reminder',
    payOrderWaitingTexts.mail!(
      locale,
      { news: 'reminder', orders: [order], count: 1, waitedMinutes: 90 },
      texts,
    )!,
  ],
  [
    'pay order credited',
    payOrderCreditedTexts.mail!(
      locale,
      { ...payOrderCreditedTexts.example, ...order, balanceMinor: 5_350, resumedCards: ['1000001'] },
      texts,
    )!,
  ],
];

describe('the Chinese mails', () => {
  it.each(MAILS)('%s: one voice, no English word', (_, mail) => {
    // a line without Chinese is a link, a card's name or a command: only the glossary's terms are looked for
    // there; a reference, a receipt's number, a user name or a browser's name is the customer's data, not a word
    // of the mail
    const offences = [mail.subject, ...mail.text.split('\n')]
      .map((line) =>
        line
          .replaceAll(order.reference, '')
          .replaceAll(payOrderCreditedTexts.example.receiptNumber!, '')
          .replaceAll(order.username, '')
          .replaceAll(BROWSER, ''),
      )
      .flatMap((line) => zhCnOffences(line));
    expect(offences).toEqual([]);
    expect(mail.subject).toMatch(/^环球流量卡|^新支付订单|^提醒|^已到账/);
  });

  it('states an amount as the web does', () => {
    const [, runway] = MAILS.find(([name]) => name === 'runway')!;
    expect(runway.text).toContain('您的余额 US$3.50 可支付使用中 SIM 卡的日租费至');
  });

  // the values the code fills in are Chinese too: a day and a time as a Chinese reader writes them, a list with
  // 、 and a card's name with full-width brackets
  it('writes days, times, lists and card names in Chinese', () => {
    const text = (name: string) => MAILS.find(([mail]) => mail === name)![1].text;
    expect(text('suspended')).toContain(
      '不足以支付 12月2日星期三的日租费，以下 SIM 卡已欠费停机：1000001、1000002。',
    );
    expect(text('low balance')).toContain('不足以支付使用中 SIM 卡 12月3日星期四的日租费');
    expect(text('new sign-in')).toContain('时间：2026年11月25日 06:40（协调世界时）。');
    expect(text('password changed')).toContain('修改时间：2026年11月25日 06:40（协调世界时）。');
    expect(text('usage 80% (THROTTLE)')).toContain('SIM 卡 旅行手机（1000001） 已使用');
  });
});
