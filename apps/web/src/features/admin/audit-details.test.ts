import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { i18n, loadTexts } from '../../lib/i18n.ts';
import { describeAuditDetails } from './audit-details.ts';

const wordsIn = (locale: 'en' | 'zh-CN') => ({
  t: i18n.getFixedT(locale),
  money: (minor: number) => formatMoney(minor, locale, 'USD'),
  when: (iso: string) => formatDateTime(iso, locale),
  number: (value: number) => value.toLocaleString(locale),
});

describe('an audit entry’s details', () => {
  beforeAll(async () => {
    await loadTexts(['admin'], 'en');
    await loadTexts(['admin'], 'zh-CN');
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
