import type { FastifyRequest } from 'fastify';
import type { Auditor } from '../audit/index.ts';
import { requireAdmin, requireAdminStanding } from './authenticate.ts';

/**
 * Who, in which role and from where, for a route guarded by authenticateAdmin: `audit(db, { ...auditorOf(request), … })`.
 * Auth knows the administrator of a request; the audit log takes them as data and imports no module (decision 0065).
 */
export const auditorOf = (request: FastifyRequest): Auditor => {
  const standing = requireAdminStanding(request);
  return {
    actorId: requireAdmin(request).userId,
    actorRole: standing.role,
    steppedUp: standing.steppedUp,
    ip: request.ip,
  };
};
