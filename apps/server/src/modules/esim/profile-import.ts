import type { EsimImportReport, EsimImportRow } from '@simportal/contract/api/esim';
import { and, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { numbersInUse } from '../sims/index.ts';
import { activationKey, type ProfileCandidate, readProfileCsv } from './profile-csv.ts';
import { esimProfiles } from './schema.ts';
import { clearLowStockAlert, readStock, type StockContext } from './stock.ts';

const CHUNK = 500;

export interface ProfileImportOptions {
  /** Data rows accepted (the API's ESIM_PROFILE_IMPORT_MAX_ROWS); the CLI passes none. */
  maxRows?: number;
  /** The administrator importing; null for the CLI and the seed. */
  importedBy?: number | null;
}

/** Which candidates' ICCID (as a profile, a card's ICCID or card number) or activation code exists already. */
const findExisting = async (db: DbOrTx, chunk: ProfileCandidate[]) => {
  const iccids = chunk.map((c) => c.iccid);
  const [profiles, cards] = await Promise.all([
    db
      .select({
        iccid: esimProfiles.iccid,
        smDpAddress: esimProfiles.smDpAddress,
        matchingId: esimProfiles.matchingId,
      })
      .from(esimProfiles)
      .where(
        or(
          inArray(esimProfiles.iccid, iccids),
          and(
            inArray(esimProfiles.smDpAddress, [...new Set(chunk.map((c) => c.smDpAddress))]),
            inArray(
              esimProfiles.matchingId,
              chunk.map((c) => c.matchingId),
            ),
          ),
        ),
      ),
    numbersInUse(db, iccids),
  ]);
  const taken = new Set([...profiles.map((p) => p.iccid), ...cards]);
  const codes = new Set(profiles.map((p) => activationKey(p.smDpAddress, p.matchingId)));
  return { iccids: taken, codes };
};

/**
 * Imports an eSIM profile file and reports every data row: imported, duplicate (`field` iccid or matching_id:
 * in the inventory already, as a profile or a SIM card, or earlier in the file) or rejected (`field` and rule
 * key). Valid rows are imported even when others fail; importing the same file again imports nothing. Rows are
 * inserted with ON CONFLICT DO NOTHING, so a concurrent import of the same profiles cannot fail or double them.
 * Afterwards a low-stock alert is cleared when the free stock is above the threshold again; the report carries
 * the stock.
 */
export const importProfiles = async (
  ctx: StockContext,
  csv: string,
  options: ProfileImportOptions = {},
): Promise<EsimImportReport> => {
  const { db } = ctx.database;
  const { candidates, outcomes } = readProfileCsv(csv, options.maxRows);
  const rows: EsimImportRow[] = [...outcomes];

  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    const existing = await findExisting(db, chunk);
    const fresh: ProfileCandidate[] = [];
    for (const candidate of chunk) {
      const base = { line: candidate.line, iccid: candidate.iccid, rule: null };
      if (existing.iccids.has(candidate.iccid)) {
        rows.push({ ...base, outcome: 'duplicate', field: 'iccid' });
      } else if (existing.codes.has(activationKey(candidate.smDpAddress, candidate.matchingId))) {
        rows.push({ ...base, outcome: 'duplicate', field: 'matching_id' });
      } else {
        fresh.push(candidate);
      }
    }
    if (fresh.length === 0) continue;
    const now = ctx.clock.now();
    const inserted = await db
      .insert(esimProfiles)
      .values(
        fresh.map((p) => ({
          iccid: p.iccid,
          smDpAddress: p.smDpAddress,
          matchingId: p.matchingId,
          smDpOid: p.smDpOid,
          confirmationCodeRequired: p.confirmationCodeRequired,
          importedAt: now,
          importedBy: options.importedBy ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ iccid: esimProfiles.iccid });
    const insertedIccids = new Set(inserted.map((row) => row.iccid));
    for (const p of fresh) {
      const base = { line: p.line, iccid: p.iccid, rule: null };
      rows.push(
        insertedIccids.has(p.iccid)
          ? { ...base, outcome: 'imported', field: null }
          : // imported meanwhile by someone else
            { ...base, outcome: 'duplicate', field: null },
      );
    }
  }

  await clearLowStockAlert(ctx, db);
  rows.sort((a, b) => a.line - b.line);
  const tally = (outcome: EsimImportRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  return {
    total: rows.length,
    imported: tally('imported'),
    duplicates: tally('duplicate'),
    rejected: tally('rejected'),
    rows,
    stock: await readStock(ctx),
  };
};
