import type { UsageImportReport, UsageRejectedRow } from '@simportal/contract/api/usage';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { usageImports } from '../../db/schema.ts';
import { businessDayOf } from '../billing/business-day.ts';
import { deliverCarrierCommands } from '../carrier/carrier-commands.ts';
import { deliverMail } from '../mail/outbox.ts';
import { checkAllowances } from './allowance-check.ts';
import { type ResolvedUsageRow, upsertUsageRecords } from './upsert-records.ts';
import type { UsageSource } from './usage-source.ts';

/** Imports run one at a time across instances (the transaction holds this advisory lock). */
const IMPORT_LOCK = 0x75736167; // "usag"

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Without a request logger: problems on the console, the routine line nowhere. */
const quietLog: Log = { info: () => {}, warn: console.warn, error: console.error } as unknown as Log;

const cardIdsByIccid = async (db: DbOrTx, iccids: string[]): Promise<Map<string, number>> => {
  const rows = await selectRows<{ id: number; iccid: string }>(
    db,
    sql`select id, iccid from sim_cards where iccid = any(${sql.param(iccids)}::text[])`,
  );
  return new Map(rows.map((row) => [row.iccid, row.id]));
};

/**
 * Reads a usage source and imports it: unknown ICCIDs and repeated (card, day, region) keys are rejected row by
 * row, the rest upserted set-based (upsert-records.ts), the import recorded, and the allowances checked
 * (allowance-check.ts), all in one transaction under an advisory lock; carrier commands and mails are
 * delivered after the commit. Importing the same data again changes 0 rows and sends nothing.
 */
export const importUsage = async (
  ctx: AppContext,
  source: UsageSource,
  options: { importedBy?: number | null; log?: Log } = {},
): Promise<UsageImportReport> => {
  const log = options.log ?? quietLog;
  const startedAt = ctx.clock.now();
  const today = businessDayOf(ctx);
  const batch = await source.read(today);
  const cards = await cardIdsByIccid(ctx.database.db, [...new Set(batch.rows.map((row) => row.iccid))]);

  const rejected: UsageRejectedRow[] = [...batch.rejected];
  const resolved: ResolvedUsageRow[] = [];
  const seen = new Set<string>();
  for (const row of batch.rows) {
    const cardId = cards.get(row.iccid);
    if (cardId === undefined) {
      rejected.push({ line: row.line, iccid: row.iccid, field: 'iccid', rule: 'unknown_iccid' });
      continue;
    }
    const key = `${cardId}|${row.day}|${row.regionCode}`;
    if (seen.has(key)) {
      rejected.push({ line: row.line, iccid: row.iccid, field: 'iccid', rule: 'duplicate_row' });
      continue;
    }
    seen.add(key);
    resolved.push({
      cardId,
      day: row.day,
      regionCode: row.regionCode,
      regionName: row.regionName,
      usedKb: row.usedKb,
    });
  }
  rejected.sort((a, b) => a.line - b.line);

  const outcome = await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const changed = await upsertUsageRecords(tx, resolved, startedAt);
    const checked = await checkAllowances(ctx, tx, today);
    const finishedAt = ctx.clock.now();
    const [record] = await tx
      .insert(usageImports)
      .values({
        source: source.kind,
        label: source.label.slice(0, 200),
        totalRows: batch.total,
        acceptedRows: resolved.length,
        rejectedRows: rejected.length,
        changedRows: changed,
        importedBy: options.importedBy ?? null,
        startedAt,
        finishedAt,
      })
      .returning({ id: usageImports.id });
    return { id: record!.id, changed, checked, finishedAt };
  });

  await deliverCarrierCommands(ctx, outcome.checked.carrierCommandIds, log);
  if (ctx.mailer.mode === 'smtp') {
    for (const mail of outcome.checked.mails) await deliverMail(ctx, mail, log as FastifyBaseLogger);
  }
  log.info(
    { importId: outcome.id, source: source.kind, total: batch.total, changed: outcome.changed },
    'usage imported',
  );
  return {
    importId: outcome.id,
    total: batch.total,
    accepted: resolved.length,
    rejected: rejected.length,
    changed: outcome.changed,
    rejectedRows: rejected,
    alertsSent: outcome.checked.alertsSent,
    restricted: outcome.checked.restricted,
    lifted: outcome.checked.lifted,
    finishedAt: outcome.finishedAt.toISOString(),
  };
};
