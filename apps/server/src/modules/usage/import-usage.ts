import type { UsageImportReport } from '@simportal/contract/api/usage';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { DomainError } from '../../http/domain-error.ts';
import { quietChild } from '../../log.ts';
import { deliverNow } from '../deliveries/index.ts';
import { checkAllowances } from './allowance-check.ts';
import { checkCaps } from './cap-check.ts';
import { classifyUsage } from './classify-usage.ts';
import { openImportSession } from './import-session.ts';
import { endSpentLifelines } from './lifelines.ts';
import { usageImports } from './schema.ts';
import { checkSpikes, noSpikes } from './spike-check.ts';
import { stageUsage } from './stage-usage.ts';
import type { UsageSource } from './usage-source.ts';
import { writeUsageRecords } from './write-records.ts';

/** Imports run one at a time across instances (the transaction holds this advisory lock). */
export const IMPORT_LOCK = 0x75736167; // "usag"

/**
 * Memory of the hash joins and the duplicate check of one import: a million staged rows hash in ~150 MB. Set
 * for the import's transaction only; PGlite (in-process, smaller imports) gets less.
 */
const WORK_MEM = { postgres: '256MB', pglite: '64MB' } as const;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Names the temporary tables of each import of this process apart (PGlite imports share one session). */
let imports = 0;

/**
 * Imports a usage source:
 *  1. the rows are staged on one connection (stage-usage.ts): a file streams through COPY into a temporary
 *     table, outside any transaction and without the lock;
 *  2. one transaction, under an advisory lock: the staged rows are checked set-based (classify-usage.ts: unknown
 *     ICCIDs, bad dates, negative traffic… reported by line), written into usage_records and the traffic by day and region (write-records.ts), the
 *     allowances checked (allowance-check.ts) and the import recorded;
 *  3. after the commit, carrier commands and mails are delivered.
 * Importing the same data again changes 0 rows and sends nothing.
 */
export const importUsage = async (
  ctx: AppContext,
  source: UsageSource,
  /** spikeCheck false: without the spike check (bench/usage.ts measures the import with and without it). */
  options: { importedBy?: number | null; log?: Log; spikeCheck?: boolean } = {},
): Promise<UsageImportReport> => {
  // without a caller's logger: the import's problems in the process's log, its routine line nowhere
  const log = options.log ?? quietChild(ctx.log, { work: 'usage import' });
  const startedAt = ctx.clock.now();
  const today = businessDayOf(ctx);
  imports += 1;
  const tables = {
    staging: `usage_staging_${imports}`,
    rows: `usage_rows_${imports}`,
    changed: `usage_changed_${imports}`,
  };
  const session = await openImportSession(ctx.database);
  // where the time goes, for the log line (and bench/usage.ts)
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    phases[phase] = Math.round(now - mark);
    mark = now;
  };
  const run = async () => {
    const staged = await stageUsage(session, tables.staging, source, today, startedAt);
    lap('stageMs');
    return session.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      await tx.execute(sql.raw(`set local work_mem = '${WORK_MEM[ctx.database.engine]}'`));
      lap('lockMs');
      const { accepted, rejected, acceptedRows } = await classifyUsage(tx, tables, staged, today);
      lap('checkMs');
      const changed = await writeUsageRecords(tx, acceptedRows, startedAt, tables.changed);
      lap('writeMs');
      const checked = await checkAllowances(ctx, tx, today);
      lap('allowanceMs');
      // the daily caps after the allowance: an auto add-on the money cap refused is known by then
      const caps = await checkCaps(ctx, tx, today, checked.moneyCapRefused);
      lap('capsMs');
      // a lifeline whose megabytes are spent ends, and billing stops its card (decision 0096)
      const lifelines = await endSpentLifelines(ctx, tx, today);
      lap('lifelinesMs');
      // a day far above the card's usual, told the same day (issue #70, decision 0097)
      const spikes =
        options.spikeCheck === false ? noSpikes() : await checkSpikes(ctx, tx, today, tables.changed);
      lap('spikesMs');
      const finishedAt = ctx.clock.now();
      const [record] = await tx
        .insert(usageImports)
        .values({
          source: source.kind,
          label: source.label.slice(0, 200),
          totalRows: staged.total,
          acceptedRows: accepted,
          rejectedRows: rejected.length,
          changedRows: changed,
          importedBy: options.importedBy ?? null,
          startedAt,
          finishedAt,
        })
        .returning({ id: usageImports.id });
      return {
        id: record!.id,
        total: staged.total,
        accepted,
        rejected,
        changed,
        checked: {
          ...checked,
          carrierCommandIds: [...checked.carrierCommandIds, ...caps.carrierCommandIds],
          mails: [...checked.mails, ...caps.told.mails, ...spikes.told.mails],
          pushIds: [...checked.pushIds, ...caps.told.pushIds, ...spikes.told.pushIds],
          restricted: checked.restricted + caps.held,
          lifted: checked.lifted + caps.lifted,
        },
        lifelines,
        finishedAt,
      };
    });
  };
  let outcome: Awaited<ReturnType<typeof run>>;
  let broken = false;
  try {
    outcome = await run();
    lap('commitMs');
  } catch (error) {
    // a refused file leaves the connection as it was; anything else may have cut a COPY short: discard it
    broken = !(error instanceof DomainError);
    throw error;
  } finally {
    await session.db.execute(sql.raw(`drop table if exists ${tables.staging}`)).catch(() => {
      broken = true;
    });
    session.release(broken);
  }

  await deliverNow(ctx, [...outcome.checked.carrierCommandIds, ...outcome.lifelines.commandIds], log);
  await deliverNow(ctx, [...outcome.checked.mails.map((mail) => mail.id), ...outcome.lifelines.mailIds], log);
  await deliverNow(ctx, [...outcome.checked.pushIds, ...outcome.lifelines.pushIds], log);
  log.info(
    { importId: outcome.id, source: source.kind, total: outcome.total, changed: outcome.changed, ...phases },
    'usage imported',
  );
  return {
    importId: outcome.id,
    total: outcome.total,
    accepted: outcome.accepted,
    rejected: outcome.rejected.length,
    changed: outcome.changed,
    rejectedRows: outcome.rejected,
    alertsSent: outcome.checked.alertsSent,
    restricted: outcome.checked.restricted,
    lifted: outcome.checked.lifted,
    finishedAt: outcome.finishedAt.toISOString(),
  };
};
