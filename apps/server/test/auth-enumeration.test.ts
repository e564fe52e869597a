import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../src/modules/mail/mailer.ts';
import { verificationCodes } from '../src/schema.ts';
import { createUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails as mailsOf } from './helpers/deliveries.ts';

// Decision 0032 (OWASP ASVS 5.0 V6.3.8): sending a code, registering and resetting the password answer an
// address that has an account exactly as one that has none — same status, same envelope, the same rows and
// the same one delivery — so only the mailbox's owner learns which it is, from the mail.

/** An SMTP mailer in memory: every mail is delivered in the request, as with SMTP_URL; `refused…` bounces. */
const sent: OutgoingMail[] = [];
const mailer: Mailer = {
  mode: 'smtp',
  send: async (mail) => {
    if (mail.to.startsWith('refused')) throw new Error('550 5.1.1 No such user here');
    sent.push(mail);
  },
  close: () => {},
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { mailer });
});
afterAll(() => t.close());

type Purpose = 'register' | 'reset';
const PURPOSES: Purpose[] = ['register', 'reset'];
const PASSWORD = 'Secret-123';

let sequence = 0;
/** An address with an account and one without, the same length (so even Content-Length cannot differ). */
const twoAddresses = async (prefix = 'who') => {
  sequence += 1;
  const member = await createUser(t, {
    username: `${prefix}_a${sequence}`,
    email: `${prefix}.a${sequence}@example.test`,
  });
  return { member: member.email, stranger: `${prefix}.b${sequence}@example.test`, username: member.username };
};

/** What an outsider sees of an answer: status, the headers that matter and the body, the address masked. */
const seen = (res: LightMyRequestResponse, email: string) => ({
  status: res.statusCode,
  contentType: res.headers['content-type'],
  contentLength: res.headers['content-length'],
  cacheControl: res.headers['cache-control'],
  retryAfter: res.headers['retry-after'],
  body: JSON.parse(res.body.replaceAll(email, '<email>')) as unknown,
});

const sendCode = async (email: string, purpose: Purpose) =>
  seen(await t.app.inject({ method: 'POST', url: '/api/auth/codes', payload: { email, purpose } }), email);

const register = async (
  email: string,
  code: string,
  username = `n${email.split('@')[0]!.replace(/\W/g, '')}`,
) =>
  seen(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email, password: PASSWORD, confirmPassword: PASSWORD, code },
    }),
    email,
  );

const reset = async (email: string, code: string) =>
  seen(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, code, password: PASSWORD, confirmPassword: PASSWORD },
    }),
    email,
  );

/** What was written for an address: its code rows and its mails, as counts by purpose and kind. */
const written = async (email: string) => {
  const codes = await t.database.db
    .select({ purpose: verificationCodes.purpose, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email));
  const mails = (await mailsOf(t.database.db, { to: email })).map((mail) => ({ state: mail.state }));
  return { codes, mails, delivered: sent.filter((mail) => mail.to === email).length };
};

/** The six-digit code mailed to an address, if the mail it got holds one. */
const mailedCode = (email: string) =>
  sent.findLast((mail) => mail.to === email)?.text.match(/\b\d{6}\b/)?.[0];

/** A six-digit entry that is not the code mailed to the address (any entry, where none was mailed). */
const wrongCode = (email: string) => {
  const code = mailedCode(email);
  return code ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : '123456';
};

describe('an address with an account and one without get the same answers', () => {
  for (const purpose of PURPOSES) {
    it(`to a ${purpose} code request, its resend and the rows it writes; only the mail differs`, async () => {
      const { member, stranger } = await twoAddresses(purpose);
      const first = await sendCode(member, purpose);
      expect(first).toMatchObject({
        status: 200,
        body: { code: 0, data: { purpose, resendAfterSeconds: 60 } },
      });
      expect(await sendCode(stranger, purpose)).toEqual(first);
      expect(await written(member)).toEqual(await written(stranger));
      expect((await written(member)).delivered).toBe(1);

      t.clock.advance(30_000);
      try {
        const again = await sendCode(member, purpose);
        expect(again.body).toMatchObject({
          message: 'code_send_too_frequent',
          data: { retryAfterSeconds: 30 },
        });
        expect(await sendCode(stranger, purpose)).toEqual(again);
      } finally {
        t.clock.reset();
      }

      // The mail is where they differ: a code to the address that can use it, a notice without one to the other.
      const [usable, other] = purpose === 'register' ? [stranger, member] : [member, stranger];
      expect(mailedCode(usable)).toMatch(/^\d{6}$/);
      expect(mailedCode(other)).toBeUndefined();
    });
  }

  it('to a register form, with no code sent, a wrong code, or a taken username', async () => {
    const { member, stranger, username } = await twoAddresses('form');
    const never = await register(member, '123456');
    expect(never.body).toMatchObject({ message: 'code_expired' });
    expect(await register(stranger, '123456')).toEqual(never);

    for (const email of [member, stranger]) await sendCode(email, 'register');
    const wrong = await register(member, wrongCode(member));
    expect(wrong.body).toMatchObject({ message: 'code_incorrect' });
    expect(await register(stranger, wrongCode(stranger))).toEqual(wrong);
    // a taken username is not told to whoever lacks the code
    expect(await register(member, wrongCode(member), username)).toEqual(wrong);
    expect(await register(stranger, wrongCode(stranger), username)).toEqual(wrong);
    expect(await written(member)).toEqual(await written(stranger));
  });

  it('to a password reset form, with no code sent or a wrong code', async () => {
    const { member, stranger } = await twoAddresses('reset_form');
    const never = await reset(member, '123456');
    expect(never.body).toMatchObject({ message: 'code_expired' });
    expect(await reset(stranger, '123456')).toEqual(never);

    for (const email of [member, stranger]) await sendCode(email, 'reset');
    const wrong = await reset(member, wrongCode(member));
    expect(wrong.body).toMatchObject({ message: 'code_incorrect' });
    expect(await reset(stranger, wrongCode(stranger))).toEqual(wrong);
    expect(await written(member)).toEqual(await written(stranger));
  });

  it('when the mailbox refuses the mail: code_send_failed, and the row withdrawn, for both', async () => {
    for (const purpose of PURPOSES) {
      sequence += 1;
      const member = (
        await createUser(t, { username: `refused_a${sequence}`, email: `refused.a${sequence}@example.test` })
      ).email;
      const stranger = `refused.b${sequence}@example.test`;
      const failed = await sendCode(member, purpose);
      expect(failed).toMatchObject({ status: 502, body: { message: 'code_send_failed' } });
      expect(await sendCode(stranger, purpose)).toEqual(failed);
      expect(await written(member)).toEqual(await written(stranger));
      expect((await written(member)).codes).toEqual([]);
    }
  });
});

describe('what only the mailbox learns', () => {
  it('a registered address gets a notice to log in or reset, an unknown one a notice to register', async () => {
    const { member, stranger } = await twoAddresses('notice');
    await sendCode(member, 'register');
    await sendCode(stranger, 'reset');
    const toMember = sent.findLast((mail) => mail.to === member)!;
    expect(toMember.subject).toBe('Your SIM Portal account already exists');
    expect(toMember.text).toContain('/login');
    expect(toMember.text).toContain('/passwordReset');
    const toStranger = sent.findLast((mail) => mail.to === stranger)!;
    expect(toStranger.subject).toBe('No SIM Portal account uses this address');
    expect(toStranger.text).toContain('/register');
    const kinds = (await mailsOf(t.database.db))
      .filter((mail) => mail.state === 'delivered')
      .map((mail) => ({ to: mail.to, kind: mail.mailKind }));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { to: member, kind: 'account_exists_notice' },
        { to: stranger, kind: 'no_account_notice' },
      ]),
    );
  });

  it('a username that is taken, or an address registered since its code was sent, only with the code', async () => {
    sequence += 1;
    const taken = (await createUser(t, { username: `holder_a${sequence}` })).username;
    const email = `holder.b${sequence}@example.test`;
    await sendCode(email, 'register');
    const code = mailedCode(email)!;
    expect((await register(email, code, taken)).body).toMatchObject({ message: 'username_exists' });
    // the address gets an account another way (a concurrent registration) while the code is still live
    await createUser(t, { username: `holder_c${sequence}`, email });
    expect((await register(email, code, `holder_d${sequence}`)).body).toMatchObject({
      message: 'user_already_exists',
    });
  });
});
