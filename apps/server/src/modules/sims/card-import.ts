import os from 'node:os';
import type { CardImportReport, CardImportRow } from '@simportal/contract/api/sims';
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hashSecret } from '../auth/index.ts';
import { type CardCandidate, readCardCsv } from './card-csv.ts';
import { simCards } from './schema.ts';

const LOOKUP_CHUNK = 1000;
const INSERT_BATCH = 500;

export interface ImportOptions {
  /** Data rows accepted (the API's CARD_IMPORT_MAX_ROWS); the CLI passes none. */
  maxRows?: number;
  /** Verify codes hashed at once; default: the machine's parallelism (argon2 runs on worker threads). */
  concurrency?: number;
  /** Called after each batch is written, for a progress line. */
  onProgress?: (done: number, total: number) => void;
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of the results. */
const mapLimit = async <T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/** Which candidates' card number or ICCID is in the inventory already. */
const findExisting = async (db: Db, candidates: CardCandidate[]) => {
  const numbers = new Set<string>();
  const iccids = new Set<string>();
  for (let i = 0; i < candidates.length; i += LOOKUP_CHUNK) {
    const chunk = candidates.slice(i, i + LOOKUP_CHUNK);
    const rows = await db
      .select({ cardNumber: simCards.cardNumber, iccid: simCards.iccid })
      .from(simCards)
      .where(
        or(
          inArray(
            simCards.cardNumber,
            chunk.map((c) => c.cardNumber),
          ),
          inArray(
            simCards.iccid,
            chunk.map((c) => c.iccid),
          ),
        ),
      );
    for (const row of rows) {
      numbers.add(row.cardNumber);
      iccids.add(row.iccid);
    }
  }
  return { numbers, iccids };
};

/**
 * Imports a card file into the inventory and reports every data row: imported, duplicate (already in the
 * inventory or earlier in the file; `field` names the column) or rejected (`field` and its rule key). Valid
 * rows are imported even when others fail, and importing the same file again changes nothing (every row is a
 * duplicate). Verify codes are hashed with argon2 (~9 ms each on one core), only for rows that will be
 * inserted, `concurrency` at a time; rows are inserted in batches with ON CONFLICT DO NOTHING, so a concurrent
 * import of the same cards cannot fail or double them.
 */
export const importCards = async (
  db: Db,
  csv: string,
  options: ImportOptions = {},
): Promise<CardImportReport> => {
  const { candidates, outcomes } = readCardCsv(csv, options.maxRows);
  const rows: CardImportRow[] = [...outcomes];
  const existing = await findExisting(db, candidates);
  const fresh: CardCandidate[] = [];
  for (const candidate of candidates) {
    const base = { line: candidate.line, cardNumber: candidate.cardNumber, iccid: candidate.iccid };
    if (existing.numbers.has(candidate.cardNumber)) {
      rows.push({ ...base, outcome: 'duplicate', field: 'card_number', rule: null });
    } else if (existing.iccids.has(candidate.iccid)) {
      rows.push({ ...base, outcome: 'duplicate', field: 'iccid', rule: null });
    } else {
      fresh.push(candidate);
    }
  }

  const concurrency = options.concurrency ?? Math.max(2, Math.min(8, os.availableParallelism()));
  for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
    const batch = fresh.slice(i, i + INSERT_BATCH);
    const values = await mapLimit(batch, concurrency, async (card) => ({
      cardNumber: card.cardNumber,
      iccid: card.iccid,
      verifyCodeHash: await hashSecret(card.verifyCode),
      type: card.type,
      channelName: card.channelName,
    }));
    const inserted = await db
      .insert(simCards)
      .values(values)
      .onConflictDoNothing()
      .returning({ cardNumber: simCards.cardNumber });
    const insertedNumbers = new Set(inserted.map((row) => row.cardNumber));
    for (const card of batch) {
      const base = { line: card.line, cardNumber: card.cardNumber, iccid: card.iccid };
      rows.push(
        insertedNumbers.has(card.cardNumber)
          ? { ...base, outcome: 'imported', field: null, rule: null }
          : // imported meanwhile by someone else
            { ...base, outcome: 'duplicate', field: null, rule: null },
      );
    }
    options.onProgress?.(Math.min(i + INSERT_BATCH, fresh.length), fresh.length);
  }

  rows.sort((a, b) => a.line - b.line);
  const tally = (outcome: CardImportRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  return {
    total: rows.length,
    imported: tally('imported'),
    duplicates: tally('duplicate'),
    rejected: tally('rejected'),
    rows,
  };
};
