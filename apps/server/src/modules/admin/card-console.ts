import type {
  AdminCard,
  AdminCardListFilter,
  AdminCardLive,
  AdminCardPage,
} from '@simportal/contract/api/admin';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { runwaysOfHolders } from '../billing/index.ts';
import { listAdminCards } from '../sims/index.ts';
import { liveUsageOfCards } from '../usage/index.ts';

// The operator's console (issue #59): the register's page from sims, then what each card's life looks like now,
// read for that page only through usage's and billing's public faces (docs/decisions/0050): one statement each.

const NO_LIVE: AdminCardLive = {
  periodKb: null,
  allowanceKb: null,
  slowed: false,
  capHold: null,
  lastReportAt: null,
  runwayDays: null,
  coveredUntil: null,
};

/** The page's cards with their live columns. */
export const withLiveColumns = async (ctx: AppContext, cards: AdminCard[]) => {
  const db = ctx.database.db;
  const today = businessDayOf(ctx);
  const holders = [...new Set(cards.flatMap((card) => (card.holder ? [card.holder.id] : [])))];
  const [usage, runways] = await Promise.all([
    liveUsageOfCards(
      db,
      cards.map((card) => card.id),
      today,
      ctx.config.BILLING_TZ,
    ),
    runwaysOfHolders(db, holders, today),
  ]);
  return cards.map((card) => {
    const used = usage.get(card.id);
    const runway = card.holder ? runways.get(card.holder.id) : undefined;
    const live: AdminCardLive = {
      ...NO_LIVE,
      ...(used && card.holder
        ? {
            periodKb: used.periodKb,
            allowanceKb: used.allowanceKb,
            slowed: used.slowed,
            capHold: used.capHold,
            lastReportAt: used.lastReportAt?.toISOString() ?? null,
          }
        : {}),
      ...(runway ? { runwayDays: runway.daysCovered, coveredUntil: runway.coveredUntil } : {}),
    };
    return { ...card, live };
  });
};

/** GET /api/admin/cards: a filtered page of the register with the live columns. */
export const consolePage = async (ctx: AppContext, query: AdminCardListFilter): Promise<AdminCardPage> => {
  const page = await listAdminCards(ctx.database.db, query, ctx.clock.now());
  return { ...page, items: await withLiveColumns(ctx, page.items) };
};
