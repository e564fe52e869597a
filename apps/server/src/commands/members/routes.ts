// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  inviteMemberBodySchema,
  MEMBER_INVITATION_TTL_HOURS,
  memberGroupsBodySchema,
  memberIdParamsSchema,
  memberInvitationIdParamsSchema,
  memberInvitationSchema,
  membersSchema,
} from '@simportal/contract/api/members';
import { envelopeOf } from '@simportal/contract/envelope';
import { localeOrDefault } from '@simportal/contract/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { BEARER_SECURITY } from '../../http/bearer.ts';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { audit } from '../../modules/audit/index.ts';
import {
  authenticate,
  createMemberInvitation,
  requireUser,
  revokeMemberInvitation,
} from '../../modules/auth/index.ts';
import { deliverNow } from '../../modules/deliveries/index.ts';
import { enqueueMail, renderMemberInvitationMail } from '../../modules/mail/index.ts';
import { ownersGroups, setMemberGroups } from '../../modules/sims/index.ts';
import { assertMemberRoom, findMemberOf, findUserById } from '../../modules/users/index.ts';
import { memberInvitationRoutes } from './invitation-routes.ts';
import { membersPage } from './members.ts';
import { removeMember } from './remove-member.ts';

/**
 * Personal Center › Members (issue #71, docs/decisions/0103): an account's owner invites members by mail, gives
 * each card groups, changes them or removes the member, whose sessions end at once; the invited person accepts on
 * the invitation's page. Closed to members themselves (no `members` config: member_not_allowed) and to a
 * customer view's administrator (no_permission), as the account's other settings are. Crosses auth, users, sims,
 * audit and mail, so it lives with the commands.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const owner = authenticate(ctx);
  const common = { tags: ['members'], security: BEARER_SECURITY };
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  const { db } = ctx.database;

  /** The account's owner acting as themself: an administrator's customer view changes no one's members. */
  const ownerActing = (request: FastifyRequest) => {
    const caller = requireUser(request);
    if (caller.actorId !== null) throw new DomainError('no_permission');
    return caller;
  };

  app.get(
    '/members',
    {
      onRequest: owner,
      schema: {
        ...common,
        summary:
          "The account's members, with their groups, last sign-in and latest actions, and open invitations",
        response: { 200: envelopeOf(membersSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await membersPage(ctx, db, requireUser(request).userId)),
  );

  app.post(
    '/members/invitations',
    {
      onRequest: owner,
      config: perIp,
      schema: {
        ...common,
        summary: 'Invite a member by mail, with the card groups they will reach: a link open for 72 hours',
        description:
          'email_has_account (409) when the address has an account; not_found (404) for a group that is not ' +
          "the caller's; member_limit_reached (409) past MEMBERS_MAX. A new invitation to the same address " +
          'replaces the open one. Audited.',
        body: inviteMemberBodySchema,
        response: {
          201: envelopeOf(memberInvitationSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = ownerActing(request);
      const inviter = await findUserById(db, caller.userId);
      const locale = request.body.locale ?? localeOrDefault(inviter?.locale);
      const { invitation, mail } = await db.transaction(async (tx) => {
        await assertMemberRoom(tx, caller.userId);
        const groups = await ownersGroups(tx, caller.userId, request.body.groupIds);
        const { invitation, token } = await createMemberInvitation(ctx, tx, {
          ownerId: caller.userId,
          email: request.body.email,
          groupIds: groups.map((group) => group.id),
        });
        await audit(tx, {
          actorId: caller.userId,
          action: 'member_invite',
          targetUserId: caller.userId,
          details: { email: invitation.email, groups: groups.map((group) => group.name) },
          ip: request.ip,
          at: ctx.clock.now(),
        });
        const mail = await enqueueMail(ctx, tx, {
          to: invitation.email,
          locale,
          kind: 'member_invitation',
          ...renderMemberInvitationMail({
            locale,
            publicUrl: ctx.config.publicUrl,
            token,
            invitedBy: inviter?.username ?? '',
            validHours: MEMBER_INVITATION_TTL_HOURS,
          }),
        });
        return {
          invitation: {
            id: invitation.id,
            email: invitation.email,
            groups,
            createdAt: invitation.createdAt.toISOString(),
            expiresAt: invitation.expiresAt.toISOString(),
          },
          mail,
        };
      });
      await deliverNow(ctx, [mail.id], request.log);
      return reply.status(201).send(ok(invitation));
    },
  );

  app.delete(
    '/members/invitations/:id',
    {
      onRequest: owner,
      schema: {
        ...common,
        summary: 'Withdraw an open invitation: its link stops working',
        description: "not_found (404) for an invitation that is not open or not the caller's. Audited.",
        params: memberInvitationIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = ownerActing(request);
      await db.transaction(async (tx) => {
        const invitation = await revokeMemberInvitation(ctx, tx, caller.userId, request.params.id);
        await audit(tx, {
          actorId: caller.userId,
          action: 'member_invite_revoke',
          targetUserId: caller.userId,
          details: { email: invitation.email },
          ip: request.ip,
          at: ctx.clock.now(),
        });
      });
      return ok(null);
    },
  );

  app.put(
    '/members/:id/groups',
    {
      onRequest: owner,
      schema: {
        ...common,
        summary: "Change the card groups a member reaches: from the member's next request on",
        description:
          "not_found (404) for someone who is not the caller's member, or a group not theirs. Audited.",
        params: memberIdParamsSchema,
        body: memberGroupsBodySchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = ownerActing(request);
      await db.transaction(async (tx) => {
        const member = await findMemberOf(tx, caller.userId, request.params.id);
        const groups = await setMemberGroups(tx, caller.userId, member.id, request.body.groupIds);
        await audit(tx, {
          actorId: caller.userId,
          action: 'member_groups_change',
          targetUserId: member.id,
          details: { username: member.username, groups: groups.map((group) => group.name) },
          ip: request.ip,
          at: ctx.clock.now(),
        });
      });
      return ok(null);
    },
  );

  app.delete(
    '/members/:id',
    {
      onRequest: owner,
      schema: {
        ...common,
        summary:
          'Remove a member: their sessions end at once, their sign-in stops working, their account closes',
        description: "not_found (404) for someone who is not the caller's member. Audited.",
        params: memberIdParamsSchema,
        response: { 200: envelopeOf(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = ownerActing(request);
      await db.transaction(async (tx) => {
        const member = await findMemberOf(tx, caller.userId, request.params.id);
        await removeMember(ctx, tx, member, { actorId: caller.userId, ip: request.ip });
      });
      return ok(null);
    },
  );

  await app.register(memberInvitationRoutes, { ctx });
};
