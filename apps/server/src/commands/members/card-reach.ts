import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { memberReachesCard } from '../../modules/sims/index.ts';

// The second half of the member gate (modules/auth/member-gate.ts; decision 0103): a member admitted on a route
// open to members' cards reaches a card only when it is in one of their groups. Any other card, the owner's or
// anyone's, answers not_found (404), as another customer's card does, so no answer tells them it exists. Every
// such route names its card `:id` (GET /api/sims/:id, /api/usage/cards/:id…); My SIMs, which names none, reads
// the member's groups' cards only (sims/queries.ts).

const cardIdOf = (request: FastifyRequest): number | undefined => {
  const { id } = (request.params ?? {}) as { id?: unknown };
  return typeof id === 'number' ? id : undefined;
};

/** Called once by buildApp, before the routes: a preHandler, so the route's own authentication ran first. */
export const registerMemberCardReach = (app: FastifyInstance, ctx: AppContext) => {
  app.addHook('preHandler', async (request) => {
    const member = request.auth?.member;
    if (!member || request.routeOptions.config.members !== 'cards') return;
    const cardId = cardIdOf(request);
    if (cardId === undefined) return;
    if (!(await memberReachesCard(ctx.database.db, member, cardId))) throw new DomainError('not_found');
  });
};
