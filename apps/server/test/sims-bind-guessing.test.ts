import { adminCardSchema } from '@simportal/contract/api/admin';
import { LOCALES, type Locale } from '@simportal/contract/locales';
import { zhCnOffences } from '@simportal/contract/zh-cn-glossary';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindLockTexts } from '../src/modules/notify/texts/admin-alerts.ts';
import {
  BIND_ACCOUNT_MAX_FAILURES,
  BIND_CARD_MAX_FAILURES,
  BIND_GUESSER_MAX_FAILURES,
  BIND_WINDOW_SECONDS,
} from '../src/modules/sims/bind-attempts.ts';
import { auditLog } from '../src/schema.ts';
import { bearer, createUser, expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';
import { inventoryCard, readCard, type TestCard } from './sims-fixtures.ts';

// Issue #56: a card's verify code could be guessed (5,096 wrong codes for one card in 120 s, all 400, then the
// right one bound it). Wrong codes are now counted per account on a card, per card and per account in the shared
// limit counters; past a limit the guesser, the card or the account is locked for binding (429
// card_verify_locked, even for the right code), and the administrators are told once per lock. Issue #67: five
// wrong codes locked the card against its rightful buyer; they lock the guesser now.

let t: TestApp;
beforeAll(async () => {
  // behind one trusted proxy: each attempt below comes from the address the proxy saw (X-Forwarded-For)
  t = await buildTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let addresses = 0;
/** A bind from a new address each time, as a guesser with many addresses sends it. */
const bindFrom = (token: string, card: TestCard, verifyCode = card.verifyCode) => {
  addresses += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/sims',
    remoteAddress: '127.0.0.1',
    headers: {
      ...bearer(token),
      'x-forwarded-for': `198.51.100.${addresses % 250}, 203.0.113.${addresses % 250}`,
    },
    payload: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode },
  });
};

/** A wrong six-digit code (never the card's own). */
const wrong = (card: TestCard, n: number) => {
  const code = String(100000 + n);
  return code === card.verifyCode ? '999999' : code;
};

const expectLocked = (res: Awaited<ReturnType<typeof bindFrom>>, scope: 'guesser' | 'card' | 'account') => {
  const data = expectError(res, 'card_verify_locked') as { scope: string; retryAfterSeconds: number };
  expect(data.scope).toBe(scope);
  expect(data.retryAfterSeconds).toBeGreaterThan(0);
  expect(data.retryAfterSeconds).toBeLessThanOrEqual(3600);
  expect(Number(res.headers['retry-after'])).toBe(data.retryAfterSeconds);
};

const lockEntries = (cardId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'card_verify_lock'), eq(auditLog.targetCardId, cardId)));

const adminCard = async (token: string, card: TestCard) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/cards?cardNumberFrom=${card.cardNumber}&cardNumberTo=${card.cardNumber}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminCardSchema.parse(res.json().data.items[0]);
};

describe('wrong verify codes for one card (issue #56)', () => {
  it(`locks the guesser after ${BIND_GUESSER_MAX_FAILURES} wrong codes, not the card: its rightful buyer binds it`, async () => {
    const card = await inventoryCard(t);
    const guesser = await signedInUser(t);
    for (let i = 0; i < BIND_GUESSER_MAX_FAILURES; i += 1) {
      expectError(await bindFrom(guesser.tokens.accessToken, card, wrong(card, i)), 'verify_code_incorrect');
    }
    // the guesser is refused even the right code; the buyer, on another account, is not
    expectLocked(await bindFrom(guesser.tokens.accessToken, card), 'guesser');
    const buyer = await signedInUser(t);
    expect((await bindFrom(buyer.tokens.accessToken, card)).statusCode).toBe(201);
    expect((await readCard(t, card.id)).userId).toBe(buyer.user.id);
  });

  it(`locks the card after ${BIND_CARD_MAX_FAILURES} wrong codes from many accounts and addresses: then even the right code is refused`, async () => {
    const card = await inventoryCard(t);
    // each account guesses as many as it may, from another address each time: only the card's count stops them
    const accounts = BIND_CARD_MAX_FAILURES / BIND_GUESSER_MAX_FAILURES;
    let n = 0;
    for (let a = 0; a < accounts; a += 1) {
      const { tokens } = await signedInUser(t);
      for (let i = 0; i < BIND_GUESSER_MAX_FAILURES; i += 1) {
        expectError(await bindFrom(tokens.accessToken, card, wrong(card, n++)), 'verify_code_incorrect');
      }
    }
    const next = await signedInUser(t);
    expectLocked(await bindFrom(next.tokens.accessToken, card, wrong(card, 999)), 'card');
    expectLocked(await bindFrom(next.tokens.accessToken, card), 'card');
    expect((await readCard(t, card.id)).userId).toBeNull();
  });

  it('counts concurrent guesses one by one: a burst checks no more codes than the limit', async () => {
    const card = await inventoryCard(t);
    const { tokens } = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: BIND_GUESSER_MAX_FAILURES + 5 }, (_, i) =>
        bindFrom(tokens.accessToken, card, wrong(card, i)),
      ),
    );
    const statuses = answers.map((res) => res.json().message).sort();
    expect(statuses).toEqual([
      ...Array(5).fill('card_verify_locked'),
      ...Array(BIND_GUESSER_MAX_FAILURES).fill('verify_code_incorrect'),
    ]);
  });

  it('lets the right code bind again once the hour is over', async () => {
    const card = await inventoryCard(t);
    const { user, tokens } = await signedInUser(t);
    for (let i = 0; i < BIND_GUESSER_MAX_FAILURES; i += 1) {
      expectError(await bindFrom(tokens.accessToken, card, wrong(card, i)), 'verify_code_incorrect');
    }
    expectLocked(await bindFrom(tokens.accessToken, card), 'guesser');
    t.clock.advance(60 * 60_000 + 1000);
    const fresh = await login(t, user.username, user.password);
    expect((await bindFrom(fresh.accessToken, card)).statusCode).toBe(201);
  });

  it('a right code does not count: four typos and the right code bind', async () => {
    const card = await inventoryCard(t);
    const { tokens } = await signedInUser(t);
    for (let i = 0; i < BIND_GUESSER_MAX_FAILURES - 1; i += 1) {
      expectError(await bindFrom(tokens.accessToken, card, wrong(card, i)), 'verify_code_incorrect');
    }
    expect((await bindFrom(tokens.accessToken, card)).statusCode).toBe(201);
    expect((await bindFrom(tokens.accessToken, card)).statusCode).toBe(200);
  });

  it('locks a card number + ICCID that match no card alike, so the lock tells nothing about the inventory', async () => {
    const card = await inventoryCard(t);
    const { tokens } = await signedInUser(t);
    const unknown = { ...card, cardNumber: `9${card.cardNumber.slice(1)}` };
    for (let i = 0; i < BIND_GUESSER_MAX_FAILURES; i += 1) {
      expectError(await bindFrom(tokens.accessToken, unknown, wrong(card, i)), 'verify_code_incorrect');
    }
    expectLocked(await bindFrom(tokens.accessToken, unknown), 'guesser');
  });
});

describe('wrong verify codes from one account (issue #56)', () => {
  it(`stops an account after ${BIND_ACCOUNT_MAX_FAILURES} wrong codes across cards; the cards stay bindable by others`, async () => {
    const { tokens } = await signedInUser(t);
    const perCard = BIND_GUESSER_MAX_FAILURES - 1;
    const cards: TestCard[] = [];
    for (let i = 0; i < Math.ceil(BIND_ACCOUNT_MAX_FAILURES / perCard); i += 1)
      cards.push(await inventoryCard(t));
    for (let n = 0; n < BIND_ACCOUNT_MAX_FAILURES; n += 1) {
      const card = cards[Math.floor(n / perCard)]!;
      expectError(await bindFrom(tokens.accessToken, card, wrong(card, n)), 'verify_code_incorrect');
    }
    const another = await inventoryCard(t);
    expectLocked(await bindFrom(tokens.accessToken, another, wrong(another, 1)), 'account');
    expectLocked(await bindFrom(tokens.accessToken, another), 'account');
    expect((await readCard(t, another.id)).userId).toBeNull();
    // the refused attempts cost the card nothing: someone else binds it (and the others) with the right code
    const other = await signedInUser(t);
    expect((await bindFrom(other.tokens.accessToken, another)).statusCode).toBe(201);
    expect((await bindFrom(other.tokens.accessToken, cards[0]!)).statusCode).toBe(201);
  });
});

describe('the administrators see the lock (issue #56)', () => {
  it('writes one audit entry and one mail per serving administrator when the lock trips, shows it and lifts it', async () => {
    const owner = await createUser(t, { level: 1, adminRole: 'owner' });
    const support = await createUser(t, { level: 1, adminRole: 'support' });
    const viewer = await createUser(t, { level: 1, adminRole: 'viewer' });
    const adminTokens = await login(t, support.username, support.password);
    const card = await inventoryCard(t);
    const guesser = await signedInUser(t);
    for (let i = 0; i < BIND_GUESSER_MAX_FAILURES; i += 1) {
      expectError(await bindFrom(guesser.tokens.accessToken, card, wrong(card, i)), 'verify_code_incorrect');
    }
    // guessing on changes nothing more: one entry and one mail each per lock
    for (let i = 0; i < 3; i += 1) expectLocked(await bindFrom(guesser.tokens.accessToken, card), 'guesser');

    const entries = await lockEntries(card.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: guesser.user.id,
      targetUserId: guesser.user.id,
      details: { scope: 'guesser', failures: BIND_GUESSER_MAX_FAILURES, windowMinutes: 60 },
    });
    // the address the trusted proxy saw for the attempt that locked the guesser out
    expect(entries[0]!.ip).toMatch(/^203\.0\.113\.\d+$/);

    const alerts = (await mails(t.database.db, { mailKind: 'bind_lock_alert' })).filter((mail) =>
      mail.subject.includes(card.cardNumber),
    );
    expect(alerts.map((mail) => mail.to).sort()).toEqual([owner.email, support.email].sort());
    expect(alerts.some((mail) => mail.to === viewer.email)).toBe(false);
    expect(alerts[0]!.text).toContain(guesser.user.username);
    expect(alerts[0]!.text).toContain(`${BIND_GUESSER_MAX_FAILURES} wrong verify codes`);
    expect(alerts[0]!.text).toContain('anyone else with the right code still can');
    // one guesser locks nobody else out: the card list shows no lock
    expect((await adminCard(adminTokens.accessToken, card)).bindLockedUntil).toBeNull();

    // more accounts guessing together lock the card itself, once
    let n = BIND_GUESSER_MAX_FAILURES;
    for (let a = 1; a < BIND_CARD_MAX_FAILURES / BIND_GUESSER_MAX_FAILURES; a += 1) {
      const { tokens } = await signedInUser(t);
      for (let i = 0; i < BIND_GUESSER_MAX_FAILURES; i += 1) {
        expectError(await bindFrom(tokens.accessToken, card, wrong(card, n++)), 'verify_code_incorrect');
      }
    }
    const cardLocks = (await lockEntries(card.id)).filter(
      (entry) => (entry.details as { scope?: string } | null)?.scope === 'card',
    );
    expect(cardLocks).toHaveLength(1);
    expect(cardLocks[0]!.details).toMatchObject({ failures: BIND_CARD_MAX_FAILURES });

    // the card list says so, until an administrator lifts the lock
    const locked = await adminCard(adminTokens.accessToken, card);
    expect(Date.parse(locked.bindLockedUntil!)).toBeGreaterThan(t.clock.now().getTime());
    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/cards/${card.id}/bind-lock`,
      headers: bearer(adminTokens.accessToken),
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(adminCardSchema.parse(lifted.json().data).bindLockedUntil).toBeNull();
    expect((await adminCard(adminTokens.accessToken, card)).bindLockedUntil).toBeNull();
    const [unlock] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card_verify_unlock'), eq(auditLog.targetCardId, card.id)));
    expect(unlock).toMatchObject({ actorUserId: support.id, actorRole: 'support' });

    // the guessers' own locks on the card are lifted with it; the holder binds it; a viewer may not lift a lock
    expectError(await bindFrom(guesser.tokens.accessToken, card, wrong(card, 999)), 'verify_code_incorrect');
    const holder = await signedInUser(t);
    expect((await bindFrom(holder.tokens.accessToken, card)).statusCode).toBe(201);
    const viewerTokens = await login(t, viewer.username, viewer.password);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/cards/${card.id}/bind-lock`,
      headers: bearer(viewerTokens.accessToken),
    });
    expectError(refused, 'admin_role_forbidden');
  });

  it('tells of an account that runs out of wrong codes once, with its own entry', async () => {
    const { user, tokens } = await signedInUser(t);
    const perCard = BIND_GUESSER_MAX_FAILURES - 1;
    const cards: TestCard[] = [];
    for (let i = 0; i < Math.ceil(BIND_ACCOUNT_MAX_FAILURES / perCard); i += 1)
      cards.push(await inventoryCard(t));
    for (let n = 0; n < BIND_ACCOUNT_MAX_FAILURES; n += 1) {
      const card = cards[Math.floor(n / perCard)]!;
      expectError(await bindFrom(tokens.accessToken, card, wrong(card, n)), 'verify_code_incorrect');
    }
    expectLocked(await bindFrom(tokens.accessToken, cards[0]!), 'account');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card_verify_lock'), eq(auditLog.actorUserId, user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ scope: 'account', failures: BIND_ACCOUNT_MAX_FAILURES });
    const alerts = (await mails(t.database.db, { mailKind: 'bind_lock_alert' })).filter((mail) =>
      mail.subject.includes(user.username),
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(new Set(alerts.map((mail) => mail.to)).size).toBe(alerts.length);
  });
});

describe("the administrators' mail of a lock (issue #56)", () => {
  // rendered by notify's texts of card.bind_locked (issue #68)
  const renderBindLockMail = (locale: Locale, data: ReturnType<typeof facts>) =>
    bindLockTexts.mail!(locale, data, { currency: 'USD', publicUrl: 'https://sim.example.com' })!;
  const facts = (scope: 'guesser' | 'card' | 'account') => ({
    scope,
    failures: { guesser: 5, card: 50, account: 20 }[scope],
    minutes: BIND_WINDOW_SECONDS / 60,
    until: '2026-11-25T07:40:00.000Z',
    cardNumber: scope === 'account' ? null : '1440000123',
    username: 'guesser',
    email: 'guesser@example.test',
    ip: '203.0.113.9',
  });

  it.each(
    LOCALES.flatMap((locale) =>
      (['guesser', 'card', 'account'] as const).map((scope) => [locale, scope] as const),
    ),
  )('%s, a locked %s: every value filled in', (locale, scope) => {
    const mail = renderBindLockMail(locale, facts(scope));
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/{{|}}/);
    expect(mail.subject).toContain(scope === 'account' ? 'guesser' : '1440000123');
    expect(mail.text).toContain('203.0.113.9');
    expect(mail.text).toContain('2026');
  });

  it('speaks the glossary in Chinese', () => {
    for (const scope of ['guesser', 'card', 'account'] as const) {
      const mail = renderBindLockMail('zh-CN', facts(scope));
      const offences = [mail.subject, ...mail.text.split('\n')]
        .map((line) => line.replaceAll('guesser@example.test', '').replaceAll('guesser', ''))
        .flatMap((line) => zhCnOffences(line));
      expect(offences).toEqual([]);
      expect(mail.subject).toMatch(/^环球流量卡/);
    }
  });
});
