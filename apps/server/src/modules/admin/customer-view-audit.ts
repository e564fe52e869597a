import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type AuditInput, audit, recordAuditStatus } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Leaving a view is audited as customer_view_leave by its own route. */
export const CUSTOMER_VIEW_LEAVE_ROUTE = '/api/customer-view/leave';

/** The audit entry opened for a request before its handler ran. */
const opened = new WeakMap<FastifyRequest, number>();

/** The caller, when the request changes something with a customer view's token; else null. */
const viewCaller = (request: FastifyRequest): (AuthUser & { actorId: number }) | null => {
  if (!STATE_CHANGING.has(request.method) || request.routeOptions.url === CUSTOMER_VIEW_LEAVE_ROUTE)
    return null;
  // routes without the authenticate hook (and plugins registered before it) have no auth
  const auth = request.auth as AuthUser | null | undefined;
  return auth && auth.actorId !== null ? (auth as AuthUser & { actorId: number }) : null;
};

const entryOf = (
  ctx: AppContext,
  request: FastifyRequest,
  caller: AuthUser & { actorId: number },
  status: number | null,
): AuditInput => ({
  actorId: caller.actorId,
  action: 'customer_view_request',
  targetUserId: caller.userId,
  details: {
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    status,
    sessionId: caller.sessionId,
  },
  ip: request.ip,
  at: ctx.clock.now(),
});

/**
 * Records every state-changing request (POST, PUT, PATCH, DELETE) made with a customer view's token, whatever
 * the route: the administrator as actor, the customer as target, the method, route and answer status.
 *
 * The entry is written BEFORE the handler runs (preHandler): if it cannot be written the request fails and
 * nothing was done unrecorded. When the answer is sent (onSend) its status is filled in; a request refused
 * before its handler (validation) gets its entry then. Registered once on the root instance before the
 * routes, so every module's routes inherit the hooks.
 */
export const registerCustomerViewAudit = (app: FastifyInstance, ctx: AppContext) => {
  app.addHook('preHandler', async (request) => {
    const caller = viewCaller(request);
    if (caller) opened.set(request, await audit(ctx.database.db, entryOf(ctx, request, caller, null)));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const caller = viewCaller(request);
    if (!caller) return payload;
    try {
      const id = opened.get(request);
      if (id === undefined) {
        await audit(ctx.database.db, entryOf(ctx, request, caller, reply.statusCode));
      } else {
        await recordAuditStatus(ctx.database.db, id, reply.statusCode);
      }
    } catch (error) {
      // the answer is decided; an opened entry still says who did what
      request.log.error({ err: error }, 'customer view audit: could not record the status');
    }
    return payload;
  });
};
