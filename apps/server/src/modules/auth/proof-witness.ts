import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { audit } from '../audit/index.ts';
import { auditorOf } from './auditor.ts';
import { requireAdmin } from './authenticate.ts';
import type { ProofWitness } from './proof-lock.ts';

/**
 * What an administrator's proof (a step-up, or the code that changes their second factor) tells auth's guard
 * about the request (modules/auth/proof-lock.ts, issue #56): the address, the logger, and the audit entry of a lock
 * its wrong proofs set (`step_up_lock`: the administrator, their role, the route, how many wrong proofs and until
 * when), written in the transaction that sets the lock.
 */
export const proofWitness = (ctx: AppContext, request: FastifyRequest): ProofWitness => ({
  ip: request.ip,
  log: request.log,
  onLock: (tx, lock) =>
    audit(tx, {
      ...auditorOf(request),
      action: 'step_up_lock',
      targetUserId: requireAdmin(request).userId,
      details: {
        wrongProofs: lock.failures,
        expiresAt: lock.lockedUntil.toISOString(),
        route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      },
      at: ctx.clock.now(),
    }),
});
