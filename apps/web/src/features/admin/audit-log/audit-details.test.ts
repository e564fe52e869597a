import { readdirSync, readFileSync } from 'node:fs';
import { AUDIT_ACTIONS } from '@simportal/contract/api/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { i18n, loadTexts } from '../../../lib/i18n.ts';
import { describeAuditDetails, knowsAuditDetail } from './audit-details.ts';

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

  it('names a member, their groups, a slowed day and a bulk job in words (decisions 0103, 0097)', () => {
    expect(
      describeAuditDetails({ username: 'lin_wei', groups: ['日本出差', 'Family'] }, wordsIn('zh-CN')),
    ).toBe('用户名：lin_wei · 分组：日本出差、Family');
    expect(
      describeAuditDetails(
        { businessDay: '2026-12-02', liftsOn: '2026-12-03', carrierTold: true },
        wordsIn('en'),
      ),
    ).toBe('Day: Dec 2, 2026 · Lifted on: Dec 3, 2026');
    expect(describeAuditDetails({ jobId: 7, cancelled: 40, decided: 80 }, wordsIn('zh-CN'))).toBe(
      '任务编号：7 · 已取消：40 · 已处理：80',
    );
  });

  it('knows every detail key and action the server writes, in both languages', async () => {
    // the server's audit rows, read from its source: each `details: { key: … }` of an audit call
    const root = new URL('../../../../../server/src/', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const keys = new Set<string>();
    for (const name of files) {
      const source = readFileSync(new URL(name, root), 'utf8');
      for (const match of source.matchAll(/details: \{([^{}]*)\}/g))
        for (const key of match[1]!.matchAll(/(?:^|,)\s*([A-Za-z]\w*)\s*[:,]/g)) keys.add(key[1]!);
    }
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((key) => !knowsAuditDetail(key))).toEqual([]);
    for (const locale of ['en', 'zh-CN'] as const) {
      const t = i18n.getFixedT(locale);
      const missing = AUDIT_ACTIONS.filter(
        (action) => !i18n.exists(`admin.audit.actions.${action}`, { lng: locale }),
      );
      expect(missing, locale).toEqual([]);
      expect(t('admin.audit.field.groups')).not.toBe('admin.audit.field.groups');
    }
  });
});
