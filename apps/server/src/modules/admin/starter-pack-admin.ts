import type { AdminCard, StarterPackResetBody, StarterPackSetBody } from '@simportal/contract/api/admin';
import { isoDateInTimeZone, isValidTimeZone } from '@simportal/contract/calendar-date';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/database.ts';
import { DomainError, invalidBodyField } from '../../http/domain-error.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { findPlanOnSale } from '../catalog/index.ts';
import { findAdminCard, lockCard, updateCardTerms } from '../sims/index.ts';
import { instantAtWallTime } from './zoned-time.ts';

const DAY_MS = 86_400_000;

/** Locks the card for the change; not_found, or sim_occupied when a customer holds it or deleted it. */
const lockFreeCard = async (tx: Tx, cardId: number) => {
  const card = await lockCard(tx, cardId);
  if (!card) throw new DomainError('not_found');
  // bound cards were converted on binding; a deleted card waits for its release
  if (card.userId !== null || card.deletedAt !== null) throw new DomainError('sim_occupied');
  return card;
};

const answer = async (ctx: AppContext, tx: Tx, cardId: number): Promise<AdminCard> =>
  (await findAdminCard(tx, cardId, ctx.clock.now()))!;

/**
 * Makes a free inventory card a StarterPack card (spec §4/§5): the plan (on sale) and the prepaid days, which
 * run from now (expireAt = now + days; what is left of them is credited when a customer binds it, see
 * billing/starter-pack.ts). Setting an existing StarterPack again replaces its plan, days and expiry. A card
 * with a plan of its own (in use) cannot become one: illegal_status_transition.
 */
export const setStarterPack = async (
  ctx: AppContext,
  cardId: number,
  body: StarterPackSetBody,
  by: Auditor,
): Promise<AdminCard> =>
  ctx.database.db.transaction(async (tx) => {
    const card = await lockFreeCard(tx, cardId);
    if (card.status !== 'NOT_ACTIVE' || card.currentPlanId !== null) {
      throw new DomainError('illegal_status_transition', { from: card.status, to: 'NOT_ACTIVE' });
    }
    const plan = await findPlanOnSale(tx, body.planId);
    if (!plan) throw invalidBodyField('planId', 'invalid_value');
    const now = ctx.clock.now();
    const expireAt = new Date(now.getTime() + body.days * DAY_MS);
    await updateCardTerms(tx, card.id, {
      isStarterPack: true,
      starterPackPlanId: plan.id,
      starterPackDays: body.days,
      planCreatedAt: now,
      expireAt,
    });
    await audit(tx, {
      ...by,
      action: 'starter_pack_set',
      targetCardId: card.id,
      details: {
        cardNumber: card.cardNumber,
        planId: plan.id,
        planCode: plan.code,
        days: body.days,
        expireAt: expireAt.toISOString(),
        replaced: card.isStarterPack
          ? {
              planId: card.starterPackPlanId,
              days: card.starterPackDays,
              expireAt: card.expireAt?.toISOString(),
            }
          : null,
      },
      at: now,
    });
    return answer(ctx, tx, card.id);
  });

/** The new expiry a reset asks for: an instant, or the current expiry's date at another time of day. */
const newExpiry = (ctx: AppContext, current: Date | null, body: StarterPackResetBody): Date => {
  if (body.mode === 'expireAt') return new Date(body.expireAt);
  const timeZone = body.timeZone ?? ctx.config.BILLING_TZ;
  if (!isValidTimeZone(timeZone)) throw invalidBodyField('timeZone', 'invalid_value');
  // an unused StarterPack without an expiry (the demo seed's) has no date to keep: give it an expire time
  if (current === null) throw invalidBodyField('mode', 'invalid_value');
  const day = isoDateInTimeZone(current, timeZone);
  return instantAtWallTime(day, body.time, timeZone);
};

/**
 * Resets a StarterPack card's expire time (spec §4): a new expire time, or only the time of day of the
 * current one. It must be later than now (expire_time_past). not_starter_pack for any other card.
 */
export const resetStarterPack = async (
  ctx: AppContext,
  cardId: number,
  body: StarterPackResetBody,
  by: Auditor,
): Promise<AdminCard> =>
  ctx.database.db.transaction(async (tx) => {
    const card = await lockFreeCard(tx, cardId);
    if (!card.isStarterPack) throw new DomainError('not_starter_pack');
    const expireAt = newExpiry(ctx, card.expireAt, body);
    const now = ctx.clock.now();
    if (expireAt.getTime() <= now.getTime()) {
      throw invalidBodyField(body.mode === 'expireAt' ? 'expireAt' : 'time', 'expire_time_past');
    }
    await updateCardTerms(tx, card.id, { expireAt });
    await audit(tx, {
      ...by,
      action: 'starter_pack_reset',
      targetCardId: card.id,
      details: {
        cardNumber: card.cardNumber,
        mode: body.mode,
        from: card.expireAt?.toISOString() ?? null,
        to: expireAt.toISOString(),
      },
      at: now,
    });
    return answer(ctx, tx, card.id);
  });

/** Reverts a StarterPack card to a normal inventory card: plan, days and expiry cleared. */
export const revertStarterPack = async (ctx: AppContext, cardId: number, by: Auditor): Promise<AdminCard> =>
  ctx.database.db.transaction(async (tx) => {
    const card = await lockFreeCard(tx, cardId);
    if (!card.isStarterPack) throw new DomainError('not_starter_pack');
    await updateCardTerms(tx, card.id, {
      isStarterPack: false,
      starterPackPlanId: null,
      starterPackDays: null,
      planCreatedAt: null,
      expireAt: null,
    });
    await audit(tx, {
      ...by,
      action: 'starter_pack_revert',
      targetCardId: card.id,
      details: {
        cardNumber: card.cardNumber,
        planId: card.starterPackPlanId,
        days: card.starterPackDays,
        expireAt: card.expireAt?.toISOString() ?? null,
      },
      at: ctx.clock.now(),
    });
    return answer(ctx, tx, card.id);
  });
