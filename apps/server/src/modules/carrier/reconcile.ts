import { randomUUID } from 'node:crypto';
import type { ReconciliationTrigger } from '@simportal/contract/api/network-admin';
import { type AnyColumn, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { type DeliveryLog, deliverNow, keysWithUndelivered } from '../deliveries/index.ts';
import type { CarrierCardState } from './carrier-adapter.ts';
import { cardCommandKey, queueCarrierCommands } from './carrier-commands.ts';
import { type CardDifference, compareCard, type WantedCardState } from './reconcile-compare.ts';
import { networkDifferences, networkReconciliations } from './reconcile-schema.ts';

/** What reconciliation reads of the portal's cards: sims' functions, handed in by app.ts (sims queues carrier
 * commands, so carrier cannot import it back; the same as the carrier command handler's card numbers). */
export interface NetworkPortal {
  /** The portal's wanted state of the cards with these ICCIDs, in one statement (sims' wantedNetworkStates). */
  wantedStates(db: DbOrTx, iccids: readonly string[]): Promise<WantedCardState[]>;
  /** Card numbers by card id, for the differences' list. */
  cardNumbersOf(db: DbOrTx, cardIds: number[]): Promise<Map<number, string>>;
}

declare module '../../app-context.ts' {
  interface AppContext {
    /** The portal's side of reconciliation (decision 0095). */
    networkPortal: NetworkPortal;
  }
}

/** Cards compared and repaired per transaction: a platform page larger than this is split. */
export const RECONCILE_BATCH = 200;
/** A run's holder renews its lease with every batch; one silent this long is presumed dead and taken over. */
export const RECONCILE_LEASE_MS = 2 * 60_000;
/** Batches of runs are written one at a time across instances (the transaction holds this advisory lock). */
const RECONCILE_LOCK = 0x6e657477; // "netw"

type RunRow = typeof networkReconciliations.$inferSelect;

/** The run this process works on: its row's id, and the holder token its every batch must still hold. */
interface Holding {
  id: number;
  holder: string;
}

/** Another process took the run over (this one was presumed dead): it stops without writing. */
class LeaseLost extends Error {}

const leaseUntil = (ctx: AppContext) => new Date(ctx.clock.now().getTime() + RECONCILE_LEASE_MS);

/**
 * Takes the run to work on: the unfinished one whose holder stopped (its lease ran out: a process killed half-way,
 * or a run that failed), resumed where it was; none while another process holds one (`busy`); else a new one. An
 * administrator's start is audited (`network_reconcile`) in the same transaction; the figures stay on the run.
 */
const claimRun = async (
  ctx: AppContext,
  options: ReconcileOptions,
): Promise<{ busy: RunRow } | { run: RunRow; holding: Holding }> =>
  ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK})`);
    const now = ctx.clock.now();
    const holder = randomUUID();
    const [unfinished] = await tx
      .select()
      .from(networkReconciliations)
      .where(isNull(networkReconciliations.finishedAt));
    if (unfinished && unfinished.leaseUntil > now) return { busy: unfinished };
    const [run] = unfinished
      ? await tx
          .update(networkReconciliations)
          .set({ holder, leaseUntil: leaseUntil(ctx), resumed: true })
          .where(eq(networkReconciliations.id, unfinished.id))
          .returning()
      : await tx
          .insert(networkReconciliations)
          .values({
            trigger: options.trigger,
            businessDay: options.businessDay ?? null,
            startedAt: now,
            holder,
            leaseUntil: leaseUntil(ctx),
          })
          .returning();
    if (options.auditor) {
      await audit(tx, {
        ...options.auditor,
        action: 'network_reconcile',
        details: { runId: run!.id, resumed: run!.resumed },
        at: now,
      });
    }
    return { run: run!, holding: { id: run!.id, holder } };
  });

/** What one batch found, added to the run's figures in the batch's transaction. */
interface BatchFigures {
  checked: number;
  differences: number;
  repaired: number;
  waiting: number;
  unknown: number;
}

/**
 * One batch of the platform's cards, in one transaction: the portal's wanted states read in one statement, the
 * open differences and the commands still on their way in one each; each difference recorded (or its open row
 * renewed) with the command that sends the portal's state again, queued in the same transaction; the open
 * differences of cards now in agreement closed; the run's position and figures moved on. A card with a command
 * not yet delivered (this run's or anyone's: Stop Billing's PAUSE a moment ago, a dead one waiting for an
 * administrator) is left alone: what is on its way is the portal's state, and a second command would only queue
 * behind it. Answers the commands to deliver after the commit.
 */
const reconcileBatch = async (
  ctx: AppContext,
  holding: Holding,
  cards: readonly CarrierCardState[],
): Promise<number[]> =>
  ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK})`);
    const now = ctx.clock.now();
    const held = await tx
      .update(networkReconciliations)
      .set({ leaseUntil: leaseUntil(ctx) })
      .where(
        and(
          eq(networkReconciliations.id, holding.id),
          eq(networkReconciliations.holder, holding.holder),
          isNull(networkReconciliations.finishedAt),
        ),
      )
      .returning({ id: networkReconciliations.id });
    if (held.length === 0) throw new LeaseLost(`reconciliation run ${holding.id} was taken over`);

    const wanted = new Map(
      (
        await ctx.networkPortal.wantedStates(
          tx,
          cards.map((card) => card.iccid),
        )
      ).map((w) => [w.iccid, w]),
    );
    const cardIds = [...wanted.values()].map((w) => w.cardId);
    const open =
      cardIds.length === 0
        ? []
        : await tx
            .select()
            .from(networkDifferences)
            .where(and(inArray(networkDifferences.cardId, cardIds), isNull(networkDifferences.closedAt)));
    const openOf = new Map(open.map((row) => [`${row.cardId}:${row.aspect}`, row]));
    const onTheirWay = await keysWithUndelivered(tx, cardIds.map(cardCommandKey));

    const figures: BatchFigures = { checked: 0, differences: 0, repaired: 0, waiting: 0, unknown: 0 };
    const toClose: number[] = [];
    const toSend: { card: WantedCardState; difference: CardDifference }[] = [];
    for (const network of cards) {
      const card = wanted.get(network.iccid);
      if (!card) {
        figures.unknown += 1;
        continue;
      }
      figures.checked += 1;
      const differences = compareCard(card, network, { terminates: ctx.carrier.terminates });
      for (const row of open) {
        if (row.cardId === card.cardId && !differences.some((d) => d.aspect === row.aspect))
          toClose.push(row.id);
      }
      figures.differences += differences.length;
      if (onTheirWay.has(cardCommandKey(card.cardId))) {
        figures.waiting += differences.length;
        continue;
      }
      for (const difference of differences) toSend.push({ card, difference });
    }

    if (toClose.length > 0) {
      await tx
        .update(networkDifferences)
        .set({ closedAt: now })
        .where(inArray(networkDifferences.id, toClose));
    }
    const ids = await queueCarrierCommands(
      tx,
      toSend.map(({ card, difference }) => ({
        card: { cardId: card.cardId, iccid: card.iccid },
        action: difference.action,
      })),
    );
    figures.repaired = ids.length;
    const fresh: (typeof networkDifferences.$inferInsert)[] = [];
    for (const [index, { card, difference }] of toSend.entries()) {
      const { aspect, wanted: want, found, action } = difference;
      const deliveryId = ids[index]!;
      const again = openOf.get(`${card.cardId}:${aspect}`);
      if (again) {
        // the platform still differs after the command arrived (or the portal changed its mind): sent again
        await tx
          .update(networkDifferences)
          .set({
            wanted: want,
            found,
            action,
            deliveryId,
            runId: holding.id,
            sent: sql`${networkDifferences.sent} + 1`,
          })
          .where(eq(networkDifferences.id, again.id));
      } else {
        fresh.push({
          cardId: card.cardId,
          aspect,
          wanted: want,
          found,
          foundAt: now,
          runId: holding.id,
          action,
          deliveryId,
        });
      }
    }
    if (fresh.length > 0) await tx.insert(networkDifferences).values(fresh);

    const plus = (column: AnyColumn, by: number) => sql`${column} + ${by}`;
    await tx
      .update(networkReconciliations)
      .set({
        position: plus(networkReconciliations.position, cards.length),
        checked: plus(networkReconciliations.checked, figures.checked),
        differences: plus(networkReconciliations.differences, figures.differences),
        repaired: plus(networkReconciliations.repaired, figures.repaired),
        waiting: plus(networkReconciliations.waiting, figures.waiting),
        unknown: plus(networkReconciliations.unknown, figures.unknown),
      })
      .where(eq(networkReconciliations.id, holding.id));
    return ids;
  });

const readRun = async (ctx: AppContext, id: number): Promise<RunRow> => {
  const [run] = await ctx.database.db
    .select()
    .from(networkReconciliations)
    .where(eq(networkReconciliations.id, id));
  return run!;
};

export interface ReconcileOptions {
  trigger: ReconciliationTrigger;
  /** The nightly run's business day. */
  businessDay?: string | null;
  /** Cards per transaction (RECONCILE_BATCH); tests use a few. */
  batch?: number;
  log?: DeliveryLog;
  /** The administrator who asked for it ("Reconcile now"). */
  auditor?: Auditor;
}

/**
 * Reconciliation (issue #69, decision 0095): reads the platform's cards page by page (CarrierAdapter.cardStates),
 * compares each batch with the portal's wanted states, records each difference and queues the command that sends
 * the portal's state again, in one transaction per batch, and delivers the batch's commands after its commit.
 * Runs are one at a time across instances: while another process holds one, its row is answered as it stands
 * (`busy`). A run left unfinished (the process died, the platform failed half-way) is taken over by the next one,
 * which skips the cards it had handled; were the platform's order to change in between, a card handled twice is
 * either in agreement by then or has its command still on the way, so no command is repeated.
 */
export const reconcileNetwork = async (
  ctx: AppContext,
  options: ReconcileOptions,
): Promise<{ run: RunRow; busy: boolean }> => {
  const claimed = await claimRun(ctx, options);
  if ('busy' in claimed) return { run: claimed.busy, busy: true };
  const { holding } = claimed;
  const batch = options.batch ?? RECONCILE_BATCH;
  let skip = claimed.run.position;
  try {
    for await (const page of ctx.carrier.cardStates()) {
      for (let start = 0; start < page.length; start += batch) {
        let cards = page.slice(start, start + batch);
        if (skip > 0) {
          const skipped = Math.min(skip, cards.length);
          skip -= skipped;
          cards = cards.slice(skipped);
          if (cards.length === 0) continue;
        }
        const ids = await reconcileBatch(ctx, holding, cards);
        await deliverNow(ctx, ids, options.log ?? ctx.log);
      }
    }
    await ctx.database.db
      .update(networkReconciliations)
      .set({ finishedAt: ctx.clock.now() })
      .where(
        and(eq(networkReconciliations.id, holding.id), eq(networkReconciliations.holder, holding.holder)),
      );
  } catch (error) {
    // the next run takes it over at once (a process killed instead waits for its lease to run out)
    if (!(error instanceof LeaseLost)) {
      await ctx.database.db
        .update(networkReconciliations)
        .set({ leaseUntil: ctx.clock.now() })
        .where(
          and(eq(networkReconciliations.id, holding.id), eq(networkReconciliations.holder, holding.holder)),
        )
        .catch(() => {});
    }
    throw error;
  }
  return { run: await readRun(ctx, holding.id), busy: false };
};
