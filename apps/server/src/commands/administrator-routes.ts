// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  acceptInvitationBodySchema,
  administratorIdParamsSchema,
  administratorSchema,
  administratorsSchema,
  changeRoleBodySchema,
  INVITATION_TTL_HOURS,
  invitationIdParamsSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
  inviteAdministratorBodySchema,
} from '@simportal/contract/api/administrators';
import { envelopeOf } from '@simportal/contract/envelope';
import { localeOrDefault } from '@simportal/contract/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { BEARER_SECURITY } from '../http/bearer.ts';
import { ok } from '../http/envelope.ts';
import { errorResponses } from '../http/error-responses.ts';
import { listAdministrators } from '../modules/admin/index.ts';
import { audit } from '../modules/audit/index.ts';
import {
  acceptInvitation,
  auditorOf,
  authenticateAdmin,
  createInvitation,
  hashInvitedPassword,
  listOpenInvitations,
  requireAdmin,
  revokeInvitation,
  revokeUserSessions,
  viewInvitation,
} from '../modules/auth/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { enqueueMail, renderAdminInvitationMail } from '../modules/mail/index.ts';
import { changeAdministratorRole, findUserById, removeAdministrator } from '../modules/users/index.ts';

/**
 * Admin Management › Administrators (issue #34, docs/decisions/0043): an owner invites administrators by mail,
 * changes their roles or takes them away; the invited person accepts on the invitation's page. Crosses admin,
 * auth, audit, mail and users, so it lives with the commands. Invitations, role changes and removals ask for a
 * fresh proof.
 */
/** An administrator's own address: digits only, so that a method the collections beside it do not answer
 * (PATCH …/invitations) is a 405, not a request for administrator "invitations". */
const ADMINISTRATOR_PATH = '/admin/administrators/:id(^\\d+$)';

export const administratorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const owner = authenticateAdmin(ctx, { may: 'manage' });
  const ownerSteppedUp = authenticateAdmin(ctx, { may: 'manage', stepUp: true });
  const common = { tags: ['admin'], security: BEARER_SECURITY };
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/admin/administrators',
    {
      onRequest: owner,
      schema: {
        ...common,
        summary: 'Every administrator with their role, and the invitations still open (owners only)',
        response: { 200: envelopeOf(administratorsSchema), ...errorResponses(401, 403) },
      },
    },
    async () =>
      ok({
        administrators: await listAdministrators(ctx.database.db),
        invitations: await listOpenInvitations(ctx, ctx.database.db),
      }),
  );

  app.post(
    '/admin/administrators/invitations',
    {
      // an invitation can make an owner: it asks for the same fresh proof as a role change (issue #56)
      onRequest: ownerSteppedUp,
      config: perIp,
      schema: {
        ...common,
        summary: 'Invite someone to be an administrator: a link mailed to them, open for 72 hours',
        description:
          'email_has_account (409) when the address has an account. A new invitation to the same address ' +
          'replaces the open one. Asks for a fresh proof (403 step_up_required: POST /api/admin/step-up). Audited.',
        body: inviteAdministratorBodySchema,
        response: { 201: envelopeOf(invitationSchema), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireAdmin(request);
      const inviter = await findUserById(ctx.database.db, caller.userId);
      const locale = request.body.locale ?? localeOrDefault(inviter?.locale);
      const { invitation, mail } = await ctx.database.db.transaction(async (tx) => {
        const { invitation, token } = await createInvitation(ctx, tx, {
          email: request.body.email,
          role: request.body.role,
          invitedBy: caller.userId,
        });
        await audit(tx, {
          ...auditorOf(request),
          action: 'administrator_invite',
          details: { email: invitation.email, role: invitation.role },
          at: ctx.clock.now(),
        });
        const mail = await enqueueMail(ctx, tx, {
          to: invitation.email,
          locale,
          kind: 'administrator_invitation',
          ...renderAdminInvitationMail({
            locale,
            publicUrl: ctx.config.publicUrl,
            token,
            role: invitation.role,
            invitedBy: invitation.invitedBy,
            validHours: INVITATION_TTL_HOURS,
          }),
        });
        return { invitation, mail };
      });
      await deliverNow(ctx, [mail.id], request.log);
      return reply.status(201).send(ok(invitation));
    },
  );

  app.delete(
    '/admin/administrators/invitations/:id',
    {
      onRequest: owner,
      schema: {
        ...common,
        summary: 'Withdraw an open invitation: its link stops working',
        description: 'not_found (404) for an invitation that is not open. Audited.',
        params: invitationIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await ctx.database.db.transaction(async (tx) => {
        const invitation = await revokeInvitation(ctx, tx, request.params.id);
        await audit(tx, {
          ...auditorOf(request),
          action: 'administrator_invite_revoke',
          details: { email: invitation.email, role: invitation.role },
          at: ctx.clock.now(),
        });
      });
      return ok(null);
    },
  );

  app.patch(
    ADMINISTRATOR_PATH,
    {
      onRequest: ownerSteppedUp,
      schema: {
        ...common,
        summary: "Change an administrator's role (asks for a fresh proof)",
        description:
          'last_owner (409) when it would leave no owner; no_permission (403) on the caller themself; ' +
          'not_found for anyone who is not an administrator. Audited with the role before and after.',
        params: administratorIdParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: envelopeOf(administratorSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireAdmin(request);
      await ctx.database.db.transaction(async (tx) => {
        const { before } = await changeAdministratorRole(
          tx,
          caller.userId,
          request.params.id,
          request.body.role,
        );
        await audit(tx, {
          ...auditorOf(request),
          action: 'administrator_role_change',
          targetUserId: request.params.id,
          details: { role: request.body.role, roleBefore: before },
          at: ctx.clock.now(),
        });
      });
      const changed = (await listAdministrators(ctx.database.db)).find((one) => one.id === request.params.id);
      return ok(changed!);
    },
  );

  app.delete(
    ADMINISTRATOR_PATH,
    {
      onRequest: ownerSteppedUp,
      schema: {
        ...common,
        summary: "Take an administrator's role away: their sessions end, the account stays as a customer's",
        description:
          'last_owner (409) when it would leave no owner; no_permission (403) on the caller themself; ' +
          'not_found for anyone who is not an administrator. Audited.',
        params: administratorIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireAdmin(request);
      await ctx.database.db.transaction(async (tx) => {
        const { before } = await removeAdministrator(tx, caller.userId, request.params.id);
        await revokeUserSessions(tx, request.params.id, 'administrator_removed', ctx.clock.now());
        await audit(tx, {
          ...auditorOf(request),
          action: 'administrator_remove',
          targetUserId: request.params.id,
          details: { roleBefore: before },
          at: ctx.clock.now(),
        });
      });
      return ok(null);
    },
  );

  // the invited person's side: public, the token is the credential
  app.get(
    '/invitations/:token',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'What an invitation offers: the address, the role, who sent it, until when',
        description:
          'invitation_invalid (409) for a token that is used, withdrawn, past its time or unknown.',
        params: invitationTokenParamsSchema,
        response: { 200: envelopeOf(invitationViewSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(ok(await viewInvitation(ctx, request.params.token))),
  );

  app.post(
    '/invitations/:token',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: the administrator account, with the chosen username and password',
        description:
          'invitation_invalid (409) as above; username_exists (409); email_has_account (409) when the address ' +
          'got an account meanwhile. The new administrator then signs in (and sets up two-step verification ' +
          'when the operator requires it). Audited.',
        params: invitationTokenParamsSchema,
        body: acceptInvitationBodySchema,
        response: { 201: envelopeOf(z.object({ username: z.string() })), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      // hashed before the transaction: no row stays locked while the password is (decision 0021's hashing turns)
      const passwordHash = await hashInvitedPassword(request.body.password);
      const joined = await ctx.database.db.transaction(async (tx) => {
        const joined = await acceptInvitation(ctx, tx, request.params.token, {
          username: request.body.username,
          locale: request.body.locale,
          passwordHash,
        });
        await audit(tx, {
          actorId: joined.userId,
          actorRole: joined.role,
          action: 'administrator_join',
          targetUserId: joined.userId,
          details: { role: joined.role },
          ip: request.ip,
          at: ctx.clock.now(),
        });
        return joined;
      });
      return reply.status(201).send(ok({ username: joined.username }));
    },
  );
};
