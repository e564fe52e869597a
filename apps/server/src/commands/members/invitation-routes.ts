// the route option `config.rateLimit` is @fastify/rate-limit's (its type augments Fastify's)
import type {} from '@fastify/rate-limit';
import {
  acceptInvitationBodySchema,
  invitationTokenParamsSchema,
} from '@simportal/contract/api/administrators';
import { memberInvitationViewSchema } from '@simportal/contract/api/members';
import { envelopeOf } from '@simportal/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { audit } from '../../modules/audit/index.ts';
import {
  acceptMemberInvitation,
  hashInvitedPassword,
  viewMemberInvitation,
} from '../../modules/auth/index.ts';
import { groupsOf, setMemberGroups } from '../../modules/sims/index.ts';

/**
 * The invited person's side of a member's invitation (decision 0103): what it offers, and its acceptance, which
 * makes the member's account and gives them the groups the invitation named that the owner still has.
 */
export const memberInvitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const perIp = { rateLimit: { max: ctx.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  const { db } = ctx.database;

  // the invited person's side: public, the token is the credential
  app.get(
    '/member-invitations/:token',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: "What a member's invitation offers: the address, who sent it, until when",
        description:
          'invitation_invalid (409) for a token that is used, withdrawn, past its time or unknown.',
        params: invitationTokenParamsSchema,
        response: { 200: envelopeOf(memberInvitationViewSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await viewMemberInvitation(ctx, request.params.token))),
  );

  app.post(
    '/member-invitations/:token',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: "Accept a member's invitation: the member's account, with the chosen username and password",
        description:
          'invitation_invalid (409) as above; username_exists (409); email_has_account (409) when the address ' +
          'got an account meanwhile. The member then signs in. Audited.',
        params: invitationTokenParamsSchema,
        body: acceptInvitationBodySchema,
        response: { 201: envelopeOf(z.object({ username: z.string() })), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      // hashed before the transaction: no row stays locked while the password is
      const passwordHash = await hashInvitedPassword(request.body.password);
      const joined = await db.transaction(async (tx) => {
        const joined = await acceptMemberInvitation(ctx, tx, request.params.token, {
          username: request.body.username,
          locale: request.body.locale,
          passwordHash,
        });
        // the groups the owner still has of those the invitation named
        const kept = (await groupsOf(tx, joined.ownerId)).filter((group) =>
          joined.groupIds.includes(group.id),
        );
        await setMemberGroups(
          tx,
          joined.ownerId,
          joined.memberId,
          kept.map((group) => group.id),
        );
        await audit(tx, {
          actorId: joined.memberId,
          action: 'member_join',
          targetUserId: joined.ownerId,
          details: { username: joined.username },
          ip: request.ip,
          at: ctx.clock.now(),
        });
        return joined;
      });
      return reply.status(201).send(ok({ username: joined.username }));
    },
  );
};
