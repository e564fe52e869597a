import { catalogueSchema } from '@simportal/contract/api/catalog';
import { isDestinationCode } from '@simportal/contract/destinations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, basicPlans } from '../src/schema.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CURRENCY: 'EUR' });
});
afterAll(() => t.close());

describe('catalogue API', () => {
  it('lists the default catalogue publicly, in order, with money in minor units and traffic in MB', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    const catalogue = catalogueSchema.parse(body.data);
    expect(catalogue.currency).toBe('EUR');
    expect(catalogue.plans.map((plan) => plan.code)).toEqual([
      'global-daily-500mb',
      'global-daily-1gb',
      'global-daily-3gb',
      'asia-30d-10gb',
      'global-30d-20gb',
    ]);
    const daily = catalogue.plans[0]!;
    expect(daily).toMatchObject({
      priceMinor: 150,
      cycleDays: 1,
      totalTrafficMb: 500,
      trafficLimitType: 'PER_DAY',
      restrictRule: 'THROTTLE',
    });
    expect(daily.name['zh-CN']).toBe('全球日包 500 MB');
    expect(catalogue.addOns[0]).toMatchObject({ code: 'addon-500mb', priceMinor: 300, trafficMb: 500 });
  });

  it('says where each plan and add-on works, in country and region codes the portal can name', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    const plans: { code: string; coverage: string[] }[] = body.data.plans;
    for (const item of [...plans, ...body.data.addOns]) {
      expect(item.coverage.length, item.code).toBeGreaterThan(0);
      expect(
        item.coverage.filter((code: string) => !isDestinationCode(code)),
        item.code,
      ).toEqual([]);
    }
    const asia = plans.find((plan) => plan.code === 'asia-30d-10gb')!;
    expect(asia.coverage).toEqual(expect.arrayContaining(['CN', 'HK', 'MO', 'TW', 'JP', 'KR']));
  });

  it('gives one coverage figure: the global plans work wherever any plan does, and no description types one', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    const plans: { code: string; coverage: string[]; description: Record<string, string> }[] =
      body.data.plans;
    const everywhere = new Set(plans.flatMap((plan) => plan.coverage));
    // the shop's "in N countries and regions" (every plan's together) is a global plan's own count
    for (const item of [...plans.filter((plan) => plan.code.startsWith('global-')), ...body.data.addOns])
      expect(new Set(item.coverage), item.code).toEqual(everywhere);
    expect(everywhere.size).toBe(135);
    for (const item of [...plans, ...body.data.addOns]) {
      expect(item.description.en, item.code).not.toMatch(/\d+\+? (destinations|countries)/);
      expect(item.description['zh-CN'], item.code).not.toMatch(/\d+ ?多?个/);
    }
  });

  it('serves plans and add-ons separately too', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/api/catalog/plans' });
    const packs = await t.app.inject({ method: 'GET', url: '/api/catalog/add-ons' });
    expect(plans.json().data).toHaveLength(5);
    expect(packs.json().data).toHaveLength(4);
  });

  it('leaves out what is no longer on sale, because the catalogue is data', async () => {
    await t.database.db
      .update(basicPlans)
      .set({ active: false })
      .where(eq(basicPlans.code, 'global-daily-3gb'));
    await t.database.db
      .update(addOns)
      .set({ sortOrder: 0, name: { en: 'Weekend 1 GB', 'zh-CN': '周末 1 GB' } })
      .where(eq(addOns.code, 'addon-1gb'));
    const body = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    expect(body.data.plans.map((plan: { code: string }) => plan.code)).not.toContain('global-daily-3gb');
    expect(body.data.addOns[0].name.en).toBe('Weekend 1 GB');
  });
});
