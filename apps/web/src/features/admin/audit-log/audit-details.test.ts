import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { i18n, loadTexts } from '../../../lib/i18n.ts';
import { describeAuditDetails } from './audit-details.ts';

const wordsIn = (locale: 'en' | 'zh-CN') => ({
  t: i18n.getFixedT(locale),
  locale,
  money: (minor: number) => formatMoney(minor, locale, 'USD'),
  when: (iso: string) => formatDateTime(iso, locale),
  number: (value: number) => value.toLocaleString(locale),
});

describe('an audit entry’s details', () => {
  beforeAll(async () => {
    await loadTexts(['admin', 'support'], 'en');
    await loadTexts(['admin', 'support'], 'zh-CN');
  });

  it('reads a catalogue change as words: the name in the reader language, the fields, the prices and the day', () => {
    const details = {
      name: { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' },
      fields: ['priceMinor', 'coverage'],
      previousPriceMinor: 150,
      priceMinor: 180,
      version: 2,
      effectiveFrom: '2026-12-02',
    };
    expect(describeAuditDetails(details, wordsIn('en'))).toBe(
      'Name: Global Daily 500 MB · Changed: price, countries and regions · Price was: $1.50 · Price: $1.80 · Version: 2 · Cards move from: Dec 2, 2026',
    );
    expect(describeAuditDetails(details, wordsIn('zh-CN'))).toBe(
      '名称：全球日包 500 MB · 修改内容：价格、适用国家和地区 · 原价格：US$1.50 · 价格：US$1.80 · 版本：2 · 卡片切换日期：2026年12月2日',
    );
    expect(
      describeAuditDetails({ name: { en: 'Asia', 'zh-CN': '亚洲' }, onSale: false }, wordsIn('zh-CN')),
    ).toBe('名称：亚洲 · 状态：已下架');
  });

  it('words a refund and the lifeline, never their codes or JSON (decisions 0101, 0096)', () => {
    const refund = {
      requestId: 4,
      activityId: 17,
      amountMinor: 300,
      reason: 'plans_changed',
      outcome: 'review',
      ground: 'data_used',
    };
    expect(describeAuditDetails(refund, wordsIn('en'))).toBe(
      'Amount: $3.00 · Reason: My plans changed · Outcome: waiting for review · Because: Data used since',
    );
    const lifeline = { lifelineDays: 3, lifelineMegabytes: 50, lifelineKbps: 128, was: { days: 0 } };
    expect(describeAuditDetails(lifeline, wordsIn('zh-CN'))).toBe(
      '应急上网天数：3 · 应急上网流量（MB）：50 · 应急上网网速（kbps）：128',
    );
    expect(describeAuditDetails(refund, wordsIn('zh-CN'))).not.toMatch(/[a-z]_[a-z]|review/);
  });

  it('names the support channels, a deletion and the recovery codes in words, never keys or JSON', () => {
    const support = { channels: ['email', 'wechat_qr'], before: [], confirmWithinHours: 2 };
    expect(describeAuditDetails(support, wordsIn('zh-CN'))).toBe(
      '联系方式：邮箱、微信二维码 · 修改前：无 · 通常确认时长（小时）：2',
    );
    expect(describeAuditDetails(support, wordsIn('en'))).toBe(
      'Channels: Email, WeChat QR code · Before: none · Usual confirmation (hours): 2',
    );
    expect(
      describeAuditDetails({ cards: 2, balanceMinor: 1250, payOrdersCancelled: 1 }, wordsIn('zh-CN')),
    ).toBe('释放的卡片：2 · 剩余余额：US$12.50 · 取消的支付订单：1');
    expect(describeAuditDetails({ recoveryCodes: 10 }, wordsIn('zh-CN'))).toBe('生成的恢复码：10');
    // a role changed or taken away is one change (issue #56), never an arrow to nothing
    expect(describeAuditDetails({ role: 'viewer', roleBefore: 'support' }, wordsIn('zh-CN'))).toBe(
      '角色：客服 → 只读',
    );
    expect(describeAuditDetails({ roleBefore: 'owner' }, wordsIn('zh-CN'))).toBe('角色：所有者 → 已移除');
    expect(describeAuditDetails({ roleBefore: 'owner' }, wordsIn('en'))).toBe('Role: Owner → removed');
    expect(describeAuditDetails({ role: 'support' }, wordsIn('en'))).toBe('Role: Support');
  });

  it('shows amounts as money and hides internal ids, in both languages', () => {
    const details = { amountMinor: 10_000, reason: 'Welcome credit', activityId: 42, replayed: false };
    expect(describeAuditDetails(details, wordsIn('en'))).toBe('Amount: $100.00 · Reason: Welcome credit');
    expect(describeAuditDetails(details, wordsIn('zh-CN'))).toBe('金额：US$100.00 · 原因：Welcome credit');
  });

  it('shows times in the interface language, not as ISO strings', () => {
    const iso = '2026-11-22T08:30:00.000Z';
    const text = describeAuditDetails(
      { cardNumber: '106483000011', days: 5, expireAt: iso },
      wordsIn('zh-CN'),
    );
    expect(text).toBe(`卡号：106483000011 · 预付天数：5 · 到期时间：${formatDateTime(iso, 'zh-CN')}`);
    expect(text).not.toContain('2026-11-22T');
  });

  it('reads a request made in a customer view as method, route and status', () => {
    const details = { method: 'POST', route: '/api/sims', status: 200, sessionId: 'abc' };
    expect(describeAuditDetails(details, wordsIn('en'))).toBe('Request: POST /api/sims → 200');
  });

  it('keeps a detail it does not know, so nothing new is lost from the screen', () => {
    expect(describeAuditDetails({ colour: 'blue' }, wordsIn('en'))).toBe('colour: blue');
  });
});
