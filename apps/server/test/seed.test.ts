import { isValidIccid } from '@simportal/contract/rules/iccid';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { hashSecret, verifySecret } from '../src/modules/auth/password-hash.ts';
import { addOns, balances, basicPlans, credentials, simCards, users } from '../src/schema.ts';
import { ensureAdmin } from '../src/seed/admin.ts';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.ts';
import { demoCards, seedDemoInventory } from '../src/seed/demo-inventory.ts';
import { seed } from '../src/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

/** The password hash an account keeps in its credentials (modules/auth). */
const passwordHashOf = async (userId: number) =>
  (await database.db.select().from(credentials).where(eq(credentials.userId, userId)))[0]!.passwordHash;

describe('first start', () => {
  it('has the default catalogue from the migrations', async () => {
    const plans = await database.db.select().from(basicPlans);
    const packs = await database.db.select().from(addOns);
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(packs.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      expect(Number.isInteger(plan.priceMinor)).toBe(true);
      expect(plan.name['zh-CN']).not.toBe('');
    }
  });

  it('creates one administrator with a generated argon2id-hashed password, printed once', async () => {
    const config = loadConfig({});
    const first = await ensureAdmin(database.db, config);
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9]{18}$/);
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.level).toBe(1);
    const held = await passwordHashOf(admin!.id);
    expect(held).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifySecret(held, first.generatedPassword!)).toBe(true);
    // an account with its balance opened, as every account (createAccount)
    expect(await database.db.select().from(balances).where(eq(balances.userId, admin!.id))).toEqual([
      { userId: admin!.id, balance: 0, overdraft: 0 },
    ]);

    const second = await ensureAdmin(database.db, config);
    expect(second).toMatchObject({ created: false });
    expect(second.generatedPassword).toBeUndefined();
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given, without printing a password', async () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'Str0ng-pass' });
    const result = await ensureAdmin(database.db, config);
    expect(result).toMatchObject({ created: true, email: 'ops@example.com' });
    expect(result.generatedPassword).toBeUndefined();
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    expect(await verifySecret(await passwordHashOf(admin!.id), 'Str0ng-pass')).toBe(true);
  });

  it('seeds the demo inventory once, with valid ICCIDs and hashed verify codes', async () => {
    await seed(database.db, loadConfig({}));
    await seed(database.db, loadConfig({}));
    const cards = await database.db.select().from(simCards);
    expect(cards).toHaveLength(demoCards().length);
    for (const card of cards) {
      expect(isValidIccid(card.iccid)).toBe(true);
      expect(card.userId).toBeNull();
      // nobody holds them: none is in use (cards 9–12 are StarterPack cards, sims-seed.test.ts)
      expect(card.status).toBe('NOT_ACTIVE');
    }
    const demo = demoCards()[0]!;
    const stored = cards.find((card) => card.iccid === demo.iccid)!;
    expect(stored.verifyCodeHash).not.toContain(demo.verifyCode);
    expect(await verifySecret(stored.verifyCodeHash, demo.verifyCode)).toBe(true);
  });

  it('hashes the verify codes of the demo cards it inserts, and none on a later start', async () => {
    const hashed: string[] = [];
    const counting = (secret: string) => {
      hashed.push(secret);
      return hashSecret(secret);
    };
    const [first] = demoCards();
    await database.db
      .insert(simCards)
      .values({ cardNumber: first!.cardNumber, iccid: first!.iccid, verifyCodeHash: 'x' });
    const inserted = await seedDemoInventory(database.db, counting);
    expect(inserted.map((card) => card.iccid)).toEqual(
      demoCards()
        .slice(1)
        .map((card) => card.iccid),
    );
    expect(hashed).toHaveLength(demoCards().length - 1);
    hashed.length = 0;
    expect(await seedDemoInventory(database.db, counting)).toEqual([]);
    expect(hashed).toEqual([]);
  });

  it('seeds the demo customer once, with the documented password, and prints it', async () => {
    await seed(database.db, loadConfig({}));
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain(
      `password: ${DEMO_CUSTOMER.password}`,
    );
    await seed(database.db, loadConfig({}));
    const demo = await database.db.select().from(users).where(eq(users.username, DEMO_CUSTOMER.username));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ email: DEMO_CUSTOMER.email, level: 0 });
    expect(await verifySecret(await passwordHashOf(demo[0]!.id), DEMO_CUSTOMER.password)).toBe(true);
    expect(await database.db.select().from(balances).where(eq(balances.userId, demo[0]!.id))).toHaveLength(1);
  });

  it('tells the new administrator about the authenticator app and how to read mail without SMTP', async () => {
    const printed = async (env: Record<string, string>) => {
      vi.mocked(console.log).mockClear();
      const fresh = await createTestDatabase();
      await seed(fresh.db, loadConfig({ SEED_DEMO: 'false', ...env }));
      await fresh.close();
      return vi.mocked(console.log).mock.calls.flat().join('\n');
    };
    const plain = await printed({});
    expect(plain).toContain('asks for an authenticator app');
    expect(plain).toContain('DEV_MAILBOX=true');
    const withMailbox = await printed({ DEV_MAILBOX: 'true', ADMIN_SECOND_FACTOR: 'optional' });
    expect(withMailbox).toContain('read it at /dev/mailbox');
    expect(withMailbox).not.toContain('authenticator');
    expect(await printed({ SMTP_URL: 'smtp://mail.example.test:25' })).not.toContain('/dev/mailbox');
  });

  it('seeds no demo data when SEED_DEMO is false, but still an administrator', async () => {
    await seed(database.db, loadConfig({ SEED_DEMO: 'false' }));
    expect(await database.db.select().from(simCards)).toHaveLength(0);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
