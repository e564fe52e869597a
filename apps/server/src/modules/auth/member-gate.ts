import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../http/domain-error.ts';

// Members on one balance (issue #71, decision 0103). A member is a customer account with an owner
// (users.owner_id). Deny by default: a member's session reaches a route only when the route says it is open to
// members, in its config, and how:
//   'self'  the member's own account: their profile, password, language, sessions, signing out;
//   'cards' the owner's cards the member's groups hold: the request acts as the owner (their balance pays), and
//           commands/members/card-reach.ts answers not_found for a card of no group of the member's.
// Every other route (the ledger, top-ups, pay orders, keys, webhooks, the owner's settings, the data export,
// deletion, the inbox, the members themselves) answers member_not_allowed (403) without a line of its own.

export type MemberAccess = 'self' | 'cards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is open to members of an account, as themselves or on their groups' cards (decision 0103). */
    members?: MemberAccess;
  }
}

/** The member behind a request, when the caller is one. */
export interface MemberCaller {
  /** The member's own account. */
  id: number;
  /** The account whose balance and cards they act on. */
  ownerId: number;
}

/**
 * Whom a member's request acts as, on a route that admits members; member_not_allowed (403) on any other route.
 * null for an account that is nobody's member.
 */
export const memberAdmission = (
  request: FastifyRequest,
  session: { userId: number; ownerId: number | null },
): { actsAs: number; member: MemberCaller } | null => {
  if (session.ownerId === null) return null;
  const open = request.routeOptions.config.members;
  if (!open) throw new DomainError('member_not_allowed');
  const member = { id: session.userId, ownerId: session.ownerId };
  return { actsAs: open === 'cards' ? session.ownerId : session.userId, member };
};
