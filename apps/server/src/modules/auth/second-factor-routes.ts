// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  addPasskeyBodySchema,
  confirmSecondFactorBodySchema,
  newRecoveryCodesBodySchema,
  passkeyIdParamsSchema,
  passkeySchema,
  recoveryCodesSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  webAuthnJsonSchema,
} from '@simportal/contract/api/second-factor';
import { envelopeOf } from '@simportal/contract/envelope';
import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { audit } from '../audit/index.ts';
import { deliverNow } from '../deliveries/index.ts';
import {
  enqueueMail,
  renderPasskeyChangedMail,
  renderRecoveryCodesReplacedMail,
  renderSecondFactorEnrolledMail,
  renderSecondFactorRemovedMail,
} from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import { auditorOf } from './auditor.ts';
import { authenticateAdmin, requireAdmin } from './authenticate.ts';
import {
  finishPasskeyRegistration,
  listPasskeys,
  removePasskey,
  startPasskeyRegistration,
} from './passkeys.ts';
import { guardProof } from './proof-lock.ts';
import { proofWitness } from './proof-witness.ts';
import {
  confirmEnrolment,
  removeSecondFactor,
  replaceRecoveryCodes,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.ts';

/**
 * Admin Management › Two-step verification (issue #34, docs/decisions/0041): open to an administrator who has not
 * set it up yet. A change is audited and told by mail; the audit log is a leaf, so these routes live with auth
 * (decision 0065).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // every administrator sets up and keeps their own second factor, whatever their role
  const admin = authenticateAdmin(ctx, { may: 'read', secondFactor: 'not-yet' });
  const enrolledAdmin = authenticateAdmin(ctx, { may: 'read' });
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  /**
   * The code that changes the second factor is a proof too: wrong ones are counted on the account from every
   * address and lock its proofs (issue #56, modules/auth/proof-lock.ts), the change runs in the guard's transaction.
   */
  const withProof = <T>(request: FastifyRequest, change: (tx: Tx) => Promise<T>) =>
    guardProof(
      ctx,
      {
        ...proofWitness(ctx, request),
        userId: requireAdmin(request).userId,
        wrong: 'second_factor_incorrect',
      },
      change,
    );
  const common = { tags: ['admin'], security: BEARER_SECURITY };
  /** The administrator's own security notice (issue #34), queued in the change's transaction, in their language. */
  const noticeTo = async (
    tx: Tx,
    userId: number,
    kind: string,
    render: (input: { locale: Locale; publicUrl: string }) => { subject: string; text: string },
  ) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new DomainError('login_expired');
    const locale = localeOrDefault(user.locale);
    return enqueueMail(ctx, tx, {
      to: user.email,
      locale,
      kind,
      ...render({ locale, publicUrl: ctx.config.publicUrl }),
    });
  };

  app.get(
    '/admin/second-factor',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: "The caller's second factor: set up or not, required or not, recovery codes left",
        response: { 200: envelopeOf(secondFactorStatusSchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await secondFactorStatus(ctx, requireAdmin(request).userId))),
  );

  app.post(
    '/admin/second-factor/enrolment',
    {
      onRequest: admin,
      config: perIp,
      schema: {
        ...common,
        summary:
          'A new TOTP secret for an authenticator app (otpauth:// URI and Base32), pending until confirmed',
        description: 'second_factor_already_enabled (409) when the caller has one.',
        response: { 200: envelopeOf(secondFactorEnrolmentSchema), ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await startEnrolment(ctx, requireAdmin(request).userId))),
  );

  app.post(
    '/admin/second-factor/enrolment/confirm',
    {
      onRequest: admin,
      config: perIp,
      schema: {
        ...common,
        summary: 'Turn the pending secret on with a code from the app; answers the ten recovery codes, once',
        description:
          'second_factor_incorrect (401) for a wrong code or nothing pending; second_factor_already_enabled ' +
          "(409). The caller's other sessions end; the owner is mailed.",
        body: confirmSecondFactorBodySchema,
        response: { 200: envelopeOf(recoveryCodesSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireAdmin(request);
      const { codes, mail } = await ctx.database.db.transaction(async (tx) => {
        const codes = await confirmEnrolment(ctx, tx, caller, request.body.code);
        await audit(tx, {
          actorId: caller.userId,
          action: 'second_factor_enrol',
          targetUserId: caller.userId,
          details: { recoveryCodes: codes.recoveryCodes.length },
          ip: request.ip,
          at: ctx.clock.now(),
        });
        const mail = await noticeTo(
          tx,
          caller.userId,
          'second_factor_enrolled',
          renderSecondFactorEnrolledMail,
        );
        return { codes, mail };
      });
      await deliverNow(ctx, [mail.id], request.log);
      return reply.header('cache-control', 'no-store').send(ok(codes));
    },
  );

  app.post(
    '/admin/second-factor/recovery-codes',
    {
      onRequest: enrolledAdmin,
      config: perIp,
      schema: {
        ...common,
        summary:
          'Ten new recovery codes in place of the old ones, given a code from the app or an unused recovery code',
        description:
          'second_factor_incorrect (401) for a wrong code, or for an administrator without a second factor. The ' +
          'old codes stop working; audited; the administrator is mailed. Wrong codes lock the proofs as a ' +
          "step-up's do (step_up_locked, 429).",
        body: newRecoveryCodesBodySchema,
        response: { 200: envelopeOf(recoveryCodesSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireAdmin(request);
      const { codes, mail } = await withProof(request, async (tx) => {
        const codes = await replaceRecoveryCodes(ctx, tx, caller.userId, request.body.code);
        await audit(tx, {
          actorId: caller.userId,
          action: 'second_factor_recovery_codes',
          targetUserId: caller.userId,
          details: { recoveryCodes: codes.recoveryCodes.length },
          ip: request.ip,
          at: ctx.clock.now(),
        });
        const mail = await noticeTo(
          tx,
          caller.userId,
          'second_factor_recovery_codes',
          renderRecoveryCodesReplacedMail,
        );
        return { codes, mail };
      });
      await deliverNow(ctx, [mail.id], request.log);
      return reply.header('cache-control', 'no-store').send(ok(codes));
    },
  );

  // a POST with the code: a DELETE's body is dropped by some proxies and clients
  app.post(
    '/admin/second-factor/removal',
    {
      // the code in the body is itself the fresh proof a step-up would ask for
      onRequest: enrolledAdmin,
      config: perIp,
      schema: {
        ...common,
        summary: 'Turn two-step verification off, given a code from the app or an unused recovery code',
        description:
          'second_factor_incorrect (401) for a wrong code or none set up. The recovery codes stop working, the ' +
          "caller's other sessions end, the administrator is mailed; where the operator requires it, Admin " +
          'Management asks for a new setup at once (how a lost or replaced phone is dealt with). Audited. Wrong ' +
          "codes lock the proofs as a step-up's do (step_up_locked, 429).",
        body: newRecoveryCodesBodySchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const caller = requireAdmin(request);
      const mail = await withProof(request, async (tx) => {
        await removeSecondFactor(ctx, tx, caller, request.body.code);
        await audit(tx, {
          ...auditorOf(request),
          action: 'second_factor_remove',
          targetUserId: caller.userId,
          at: ctx.clock.now(),
        });
        return noticeTo(tx, caller.userId, 'second_factor_removed', renderSecondFactorRemovedMail);
      });
      await deliverNow(ctx, [mail.id], request.log);
      return ok(null);
    },
  );

  // passkeys (WebAuthn) beside the app's code, once two-step verification is on (decision 0043)
  const passkeyMail = (tx: Tx, userId: number, change: 'added' | 'removed', name: string) =>
    noticeTo(tx, userId, `passkey_${change}`, (input) =>
      renderPasskeyChangedMail({ ...input, change, name, administrator: true }),
    );

  app.post(
    '/admin/second-factor/passkeys/options',
    {
      onRequest: enrolledAdmin,
      config: perIp,
      schema: {
        ...common,
        summary: 'The options for the browser to create a passkey (WebAuthn), valid for five minutes',
        description: 'second_factor_enrolment_required (403) until two-step verification is on.',
        response: { 200: envelopeOf(webAuthnJsonSchema), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(ctx.database.db, requireAdmin(request).userId);
      if (!user) throw new DomainError('login_expired');
      return reply
        .header('cache-control', 'no-store')
        .send(ok(await startPasskeyRegistration(ctx, ctx.database.db, user)));
    },
  );

  app.post(
    '/admin/second-factor/passkeys',
    {
      onRequest: enrolledAdmin,
      config: perIp,
      schema: {
        ...common,
        summary: "Keep the browser's new passkey, checked against the options' challenge; audited and mailed",
        description:
          'second_factor_incorrect (401) for an answer that does not verify or a challenge that expired.',
        body: addPasskeyBodySchema,
        response: { 201: envelopeOf(passkeySchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireAdmin(request);
      const { added, mail } = await ctx.database.db.transaction(async (tx) => {
        const user = await findUserById(tx, caller.userId);
        if (!user) throw new DomainError('login_expired');
        const added = await finishPasskeyRegistration(ctx, tx, user, request.body);
        await audit(tx, {
          ...auditorOf(request),
          action: 'second_factor_passkey_add',
          targetUserId: caller.userId,
          details: { name: added.name },
          at: ctx.clock.now(),
        });
        return { added, mail: await passkeyMail(tx, caller.userId, 'added', added.name) };
      });
      await deliverNow(ctx, [mail.id], request.log);
      return reply.status(201).send(ok(added));
    },
  );

  app.delete(
    '/admin/second-factor/passkeys/:id',
    {
      onRequest: authenticateAdmin(ctx, { may: 'read', stepUp: true }),
      schema: {
        ...common,
        summary: "Remove one of the caller's passkeys (asks for a fresh proof); audited and mailed",
        description: 'not_found (404) for another administrator’s passkey or an unknown one.',
        params: passkeyIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireAdmin(request);
      const mail = await ctx.database.db.transaction(async (tx) => {
        const [gone] = (await listPasskeys(tx, caller.userId)).filter((one) => one.id === request.params.id);
        await removePasskey(tx, caller.userId, request.params.id);
        await audit(tx, {
          ...auditorOf(request),
          action: 'second_factor_passkey_remove',
          targetUserId: caller.userId,
          details: { name: gone?.name ?? '' },
          at: ctx.clock.now(),
        });
        return passkeyMail(tx, caller.userId, 'removed', gone?.name ?? '');
      });
      await deliverNow(ctx, [mail.id], request.log);
      return ok(null);
    },
  );
};
