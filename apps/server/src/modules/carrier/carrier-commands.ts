import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { CLAIM_LEASE_MS, retryDelayMs } from '../../delivery-retry.ts';
import { type CarrierAction, type CarrierCard, sendToCarrier } from './carrier-adapter.ts';
import { carrierCommands } from './schema.ts';

/** Where delivery problems are reported: a request's logger, or the process's (pino). */
interface Log {
  info(payload: object, message: string): void;
  error(payload: object, message: string): void;
}

/**
 * Records, inside the caller's transaction, what the carrier must be told. Nothing reaches the carrier until
 * the transaction commits and the command is delivered (deliverCarrierCommands right after the commit, or the
 * delivery worker): a rolled-back change is never announced, and a committed one is never lost.
 */
export const queueCarrierCommand = async (
  tx: DbOrTx,
  card: CarrierCard,
  action: CarrierAction,
): Promise<number> => {
  const [row] = await tx
    .insert(carrierCommands)
    .values({ cardId: card.cardId, iccid: card.iccid, action })
    .returning({ id: carrierCommands.id });
  return row!.id;
};

/**
 * The set-based queueCarrierCommand, for a statement that changes many cards at once (the daily run's
 * suspensions): an INSERT … SELECT to sit in the caller's `with` list, queueing `action` for every row of
 * `cards` (a CTE or table expression with the card's `id` and `iccid`) and returning the new commands' ids.
 */
export const queueCarrierCommandsSql = (cards: SQL, action: CarrierAction, at: Date): SQL =>
  sql`insert into carrier_commands (card_id, iccid, action, created_at)
      select id, iccid, ${action}, ${timestamptz(at)} from ${cards}
      returning id`;

interface ClaimedCommand {
  id: number;
  card_id: number;
  iccid: string;
  action: CarrierAction;
  attempts: number;
}

/**
 * Takes up to `limit` due commands for this process, in one statement safe across instances: a command is due
 * when it was never tried (PENDING), when its retry time has come (FAILED), or when the process that claimed
 * it stopped answering (SENDING past its lease). A card's commands go out in order: one is taken only when no
 * earlier command of the same card is undelivered, a DEAD one included (the card waits for an administrator).
 * Rows another process is claiming at the same moment are skipped, never waited for.
 */
const claimCommands = async (
  db: DbOrTx,
  now: Date,
  limit: number,
  ids: number[] | null,
): Promise<ClaimedCommand[]> =>
  selectRows<ClaimedCommand>(
    db,
    sql`update carrier_commands set status = 'SENDING', attempts = attempts + 1,
          locked_until = ${timestamptz(new Date(now.getTime() + CLAIM_LEASE_MS))}
        where id in (
          select c.id from carrier_commands c
          where (c.status = 'PENDING'
                 or (c.status = 'FAILED' and c.next_attempt_at <= ${timestamptz(now)})
                 or (c.status = 'SENDING' and c.locked_until < ${timestamptz(now)}))
            ${ids === null ? sql`` : sql`and c.id in ${ids}`}
            and not exists (select 1 from carrier_commands e
                            where e.card_id = c.card_id and e.id < c.id and e.status <> 'DONE')
          order by c.id
          limit ${limit}
          for update skip locked)
        returning id, card_id, iccid, action, attempts`,
  );

/** Sends one claimed command and records what happened: DONE, or FAILED with its next try, or DEAD. */
const sendClaimed = async (ctx: AppContext, command: ClaimedCommand, log: Log): Promise<boolean> => {
  const card = { cardId: command.card_id, iccid: command.iccid };
  const meta = {
    carrier: ctx.carrier.name,
    commandId: command.id,
    action: command.action,
    cardId: card.cardId,
  };
  try {
    await sendToCarrier(ctx.carrier, command.action, card);
    await ctx.database.db.execute(
      sql`update carrier_commands set status = 'DONE', last_error = null, locked_until = null,
            delivered_at = ${timestamptz(ctx.clock.now())}
          where id = ${command.id}`,
    );
    log.info(meta, 'carrier notified');
    return true;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const dead = command.attempts >= ctx.config.JOB_MAX_ATTEMPTS;
    const next = new Date(
      ctx.clock.now().getTime() + retryDelayMs(command.attempts, ctx.config.JOB_RETRY_BASE_SECONDS),
    );
    await ctx.database.db.execute(
      sql`update carrier_commands set status = ${dead ? 'DEAD' : 'FAILED'}, last_error = ${message},
            locked_until = null, next_attempt_at = ${timestamptz(next)}
          where id = ${command.id}`,
    );
    log.error(
      { ...meta, attempts: command.attempts, err: message },
      dead
        ? 'carrier notification given up: an administrator can retry it from Admin Management'
        : 'carrier notification failed; it is retried with backoff',
    );
    return false;
  }
};

/**
 * Delivers due commands until none is left (or `rounds` claims were made): each round claims a batch, sends
 * it, and records each outcome. A card's next command becomes due in the round after its previous one is
 * DONE. Never throws: the customer's change is committed whatever the network says. Returns how many were sent.
 */
const deliverDue = async (
  ctx: AppContext,
  log: Log,
  options: { ids: number[] | null; batch: number; rounds: number },
): Promise<number> => {
  let sent = 0;
  try {
    for (let round = 0; round < options.rounds; round++) {
      const claimed = await claimCommands(ctx.database.db, ctx.clock.now(), options.batch, options.ids);
      if (claimed.length === 0) break;
      for (const command of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
        if (await sendClaimed(ctx, { ...command, id: Number(command.id) }, log)) sent += 1;
      }
    }
  } catch (error) {
    log.error({ err: error }, 'carrier notifications could not be read or recorded; the worker tries again');
  }
  return sent;
};

/**
 * Right after the commit that queued them: sends the given commands now, in order, through the same claim as
 * the worker (so the two never send one command at once). A command that fails stays for the worker.
 */
export const deliverCarrierCommands = async (ctx: AppContext, ids: number[], log: Log = ctx.log) => {
  if (ids.length === 0) return;
  await deliverDue(ctx, log, { ids, batch: ids.length, rounds: ids.length });
};

/** The delivery worker's part: every due command, oldest first, `batch` at a time. Returns how many were sent. */
export const deliverDueCarrierCommands = (ctx: AppContext, log: Log = ctx.log, batch = 100) =>
  deliverDue(ctx, log, { ids: null, batch, rounds: 10 });
