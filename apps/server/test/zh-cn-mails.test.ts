import { zhCnOffences } from '@simportal/contract/zh-cn-glossary';
import { describe, expect, it } from 'vitest';
import {
  renderLowBalanceMail,
  renderRunwayMail,
  renderSuspendedMail,
} from '../src/modules/billing/mail-templates.ts';
import { renderLowStockMail } from '../src/modules/esim/low-stock-mail.ts';
import {
  renderAccountNoticeMail,
  renderCodeMail,
  renderFailuresMail,
} from '../src/modules/mail/templates.ts';
import { renderUsageAlertMail } from '../src/modules/usage/usage-mail.ts';
import {
  renderNewPayOrderMail,
  renderPayOrderCreditedMail,
  renderPayOrderReminderMail,
} from '../src/modules/wallet/pay-order-mails.ts';

// Every Chinese mail as its reader gets it, held to the glossary (docs/decisions/0038-chinese-glossary.md): the
// product's Chinese name, one term for each thing, amounts as the web shows them, no English word.

const locale = 'zh-CN' as const;
const publicUrl = 'https://sim.example.com';
const money = { currency: 'USD', publicUrl, balanceMinor: 350, neededMinor: 150 };
const order = {
  reference: 'PO-7K2M9Q',
  amountMinor: 5_000,
  totalMinor: 5_200,
  currency: 'USD',
  username: 'traveller',
  email: 'traveller@example.com',
};

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
      renderUsageAlertMail({
        locale,
        threshold,
        cardName: '旅行手机 (1000001)',
        usedKb: 800 * 1024,
        allowanceKb: 1024 * 1024,
        restrictRule,
        cardId: 7,
        publicUrl,
      }),
    ]),
  ),
  ['suspended', renderSuspendedMail({ locale, ...money, day: '2026-12-02', cardNumbers: ['1000001'] })],
  ['low balance', renderLowBalanceMail({ locale, ...money, day: '2026-12-03', topUpMinor: 4_200 })],
  [
    'runway',
    renderRunwayMail({
      locale,
      ...money,
      coveredUntil: '2026-12-03',
      nextDayMinor: 150,
      topUpMinor: 4_200,
      topUpDays: 30,
    }),
  ],
  ['eSIM stock low', renderLowStockMail(locale, { available: 2, threshold: 5 })],
  ['eSIM stock empty', renderLowStockMail(locale, { available: 0, threshold: 5 })],
  ['new pay order', renderNewPayOrderMail(locale, order, `${publicUrl}/adminMode?order=PO-7K2M9Q`)],
  [
    'pay order reminder',
    renderPayOrderReminderMail(locale, order, `${publicUrl}/adminMode?order=PO-7K2M9Q`, 90),
  ],
  [
    'pay order credited',
    renderPayOrderCreditedMail(
      locale,
      { ...order, balanceMinor: 5_350, resumedCards: ['1000001'] },
      `${publicUrl}/consumptionRecord`,
    ),
  ],
];

describe('the Chinese mails', () => {
  it.each(MAILS)('%s: one voice, no English word', (_, mail) => {
    // a line without Chinese is a link, a card's name or a command: only the glossary's terms are looked for
    // there; a reference or a user name is the customer's data, not a word of the mail
    const offences = [mail.subject, ...mail.text.split('\n')]
      .map((line) => line.replaceAll(order.reference, '').replaceAll(order.username, ''))
      .flatMap((line) => zhCnOffences(line));
    expect(offences).toEqual([]);
    expect(mail.subject).toMatch(/^环球流量卡|^新支付订单|^提醒|^已到账/);
  });

  it('states an amount as the web does', () => {
    const [, runway] = MAILS.find(([name]) => name === 'runway')!;
    expect(runway.text).toContain('您的余额 US$3.50 可支付使用中 SIM 卡的日租费至');
  });
});
