import { PUSH_DEVICES_MAX, type PushDevice, type PushSubscribeBody } from '@simportal/contract/api/push';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { deviceOf } from './device-label.ts';
import { checkEndpoint } from './endpoint-policy.ts';
import { pushSubscriptions } from './schema.ts';

/** A customer view (an administrator acting as the customer) reads the devices but changes none of them. */
const refuseCustomerView = (auth: AuthUser) => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
};

/**
 * Subscribes the caller's browser: idempotent on the endpoint (the keys and device refreshed), and an endpoint
 * another account subscribed moves to the caller (one browser profile, signed in as someone else now). Beyond
 * PUSH_DEVICES_MAX devices the one subscribed longest ago is dropped, so a new phone never fails to subscribe.
 * Answers the device's id.
 */
export const subscribe = async (
  ctx: AppContext,
  auth: AuthUser,
  body: PushSubscribeBody,
  userAgent: string | undefined,
): Promise<{ id: number }> => {
  refuseCustomerView(auth);
  checkEndpoint(body.endpoint, ctx.config.PUSH_LOCAL_ENDPOINTS);
  const now = ctx.clock.now();
  const device = deviceOf(userAgent);
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId: auth.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        ...device,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: auth.userId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          browser: device.browser,
          os: device.os,
          // a browser that moves to another account starts there as a new device
          createdAt: sql`case when ${pushSubscriptions.userId} = ${auth.userId} then ${pushSubscriptions.createdAt}
            else excluded.created_at end`,
          lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${auth.userId}
            then ${pushSubscriptions.lastSuccessAt} end`,
        },
      })
      .returning({ id: pushSubscriptions.id });
    await tx.execute(sql`delete from push_subscriptions where user_id = ${auth.userId} and id not in (
      select id from push_subscriptions where user_id = ${auth.userId}
      order by created_at desc, id desc limit ${PUSH_DEVICES_MAX})`);
    return { id: row!.id };
  });
};

/** The caller's devices, newest first; `endpoint` (this browser's) marks its own as current. */
export const listDevices = async (
  ctx: AppContext,
  auth: AuthUser,
  endpoint: string | undefined,
): Promise<PushDevice[]> => {
  const rows = await devicesOf(ctx.database.db, auth.userId);
  return rows.map(({ endpoint: own, ...row }) => ({
    id: row.id,
    browser: row.browser,
    os: row.os,
    current: own === endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  }));
};

/** A user's subscriptions, newest first (the Personal Center and the data export). */
export const devicesOf = (db: DbOrTx, userId: number) =>
  db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      browser: pushSubscriptions.browser,
      os: pushSubscriptions.os,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

/** Removes one of the caller's devices; another account's or an unknown id is not_found. */
export const removeDevice = async (ctx: AppContext, auth: AuthUser, id: number): Promise<void> => {
  refuseCustomerView(auth);
  const removed = await ctx.database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, auth.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new DomainError('not_found');
};

/** Every device of an account, inside the deletion's transaction (docs/decisions/0040): nothing is sent to it again. */
export const forgetPushSubscriptions = async (tx: DbOrTx, userId: number): Promise<void> => {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
};
