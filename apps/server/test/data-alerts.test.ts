import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { cardOf, catalogue, customer, moveTo, readCardRow } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { usageCsv, usageMailsTo } from './usage-fixtures.ts';

// Alerts the customer sets (issue #58): a card's holder chooses at which shares of its allowance they are mailed
// (any of 50, 80, 90, 100 %, or none); each is mailed once per billing cycle, the highest one an import reaches.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-03-15');
});
afterAll(() => t.close());

const GB = 1024 * 1024;

const holderWithCard = async () => {
  const { asia30 } = await catalogue(t); // 10 GB per 30-day cycle
  const holder = await customer(t);
  const cardId = await cardOf(t, holder.user.id, {
    status: 'USING',
    currentPlanId: asia30.id,
    cycleStartDay: '2026-03-01',
  });
  const { iccid } = await readCardRow(t, cardId);
  const useUpTo = (kb: number) =>
    importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, '2026-03-10', 'HK', 'Hong Kong', Math.round(kb)]])));
  return { ...holder, cardId, useUpTo };
};

const alertsOf = (headers: Record<string, string>, cardId: number) =>
  t.app.inject({ method: 'GET', url: `/api/usage/cards/${cardId}/alerts`, headers });
const setAlerts = (headers: Record<string, string>, cardId: number, thresholds: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/usage/cards/${cardId}/alerts`, headers, payload: { thresholds } });

describe("a card's data alerts", () => {
  it('are 80 and 100 % until the holder chooses, then what they chose, in rising order', async () => {
    const { headers, cardId } = await holderWithCard();
    expect((await alertsOf(headers, cardId)).json().data).toEqual({ thresholds: [80, 100] });
    const set = await setAlerts(headers, cardId, [90, 50]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ thresholds: [50, 90] });
    expect((await alertsOf(headers, cardId)).json().data).toEqual({ thresholds: [50, 90] });
    expect((await setAlerts(headers, cardId, [])).json().data).toEqual({ thresholds: [] });
  });

  it('refuse a share that is not offered, a missing list and more than four, in the envelope', async () => {
    const { headers, cardId } = await holderWithCard();
    for (const thresholds of [[70], ['80'], undefined, [50, 80, 90, 100, 100]]) {
      const res = await setAlerts(headers, cardId, thresholds);
      expect(res.statusCode, JSON.stringify(thresholds)).toBe(400);
      expect(res.json().message).toBe('validation_failed');
    }
    expect((await alertsOf(headers, cardId)).json().data).toEqual({ thresholds: [80, 100] });
    // a share given twice is kept once
    expect((await setAlerts(headers, cardId, [90, 90, 50])).json().data).toEqual({ thresholds: [50, 90] });
  });

  it("are nobody else's: another customer's card is not found, and a stranger is asked to sign in", async () => {
    const { cardId } = await holderWithCard();
    const other = await customer(t);
    expect((await alertsOf(other.headers, cardId)).statusCode).toBe(404);
    expect((await setAlerts(other.headers, cardId, [50])).statusCode).toBe(404);
    expect((await alertsOf({}, cardId)).statusCode).toBe(401);
  });

  it('mail at each share chosen, once per cycle, the highest an import reaches; none chosen, none mailed', async () => {
    const card = await holderWithCard();
    await setAlerts(card.headers, card.cardId, [50, 90]);
    expect((await card.useUpTo(4 * GB)).alertsSent).toBe(0);
    expect((await card.useUpTo(5.5 * GB)).alertsSent).toBe(1);
    expect((await card.useUpTo(6 * GB)).alertsSent).toBe(0);
    // 8.5 GB: 80 % is not chosen any more
    expect((await card.useUpTo(8.5 * GB)).alertsSent).toBe(0);
    expect((await card.useUpTo(9.5 * GB)).alertsSent).toBe(1);
    // the whole allowance is not chosen either: no mail, but the plan's restrict rule still applies
    expect(await card.useUpTo(10 * GB)).toMatchObject({ alertsSent: 0, restricted: 1 });
    const mails = await usageMailsTo(t, card.user.email);
    expect(mails.map((mail) => mail.mailKind)).toEqual(['usage_alert_50', 'usage_alert_90']);
    expect(mails[0]!.subject).toContain('has used 50% of its allowance');
    expect(mails[0]!.text).toContain('has used 5.5 GB of its 10 GB allowance (50%)');

    const quiet = await holderWithCard();
    await setAlerts(quiet.headers, quiet.cardId, []);
    expect((await quiet.useUpTo(10 * GB)).alertsSent).toBe(0);
    expect(await usageMailsTo(t, quiet.user.email)).toEqual([]);
  });

  it('mail the highest share an import reaches, in the holder’s language', async () => {
    const card = await holderWithCard();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/locale',
      headers: card.headers,
      payload: { locale: 'zh-CN' },
    });
    await setAlerts(card.headers, card.cardId, [50, 80, 90, 100]);
    expect((await card.useUpTo(9.2 * GB)).alertsSent).toBe(1);
    const [mail, ...more] = await usageMailsTo(t, card.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ mailKind: 'usage_alert_90' });
    expect(mail!.subject).toContain('的流量已用 90%');
  });
});
