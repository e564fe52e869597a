import type { UsageRejectedRow } from '@simportal/contract/api/usage';
import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../db/database.ts';
import { cardsView } from './owners-views.ts';
import type { StagedUsage } from './stage-usage.ts';
import { type CheckedUsageRow, checkUsageCells } from './usage-csv.ts';
import { affectedRows } from './write-records.ts';

/** Days before today a row may be for and still be matched set-based (older ones: checkUsageCells). */
const RECENT_DAYS = 400;

/** The two temporary tables of one import: the staged cells and the rows accepted from them. */
export interface ImportTables {
  staging: string;
  rows: string;
}

/** What the checks found: the rejected rows by line, and where the accepted ones are for the MERGE. */
export interface ClassifiedUsage {
  accepted: number;
  rejected: UsageRejectedRow[];
  /** A relation of (card_id, day, region_code, region_name, used_kb), keys unique. */
  acceptedRows: SQL;
}

interface OddRow {
  at: string;
  line: number;
  iccid: string | null;
  day: string | null;
  region_code: string | null;
  region_name: string | null;
  used_kb: string | null;
}

/** The region name as recorded (the same as regionNameOf in usage-csv.ts). */
const REGION_NAME = sql.raw(`coalesce(nullif(btrim(s.region_name, E' \\t'), ''), s.region_code)`);

/**
 * Where each staged row is in the file: its line number when staged line by line, else its position + 1 (the
 * header is line 1). The staging table is temporary and filled by one COPY in file order; a temporary table is
 * read by one sequential scan from its first block (never in parallel nor from a synchronised starting point), so
 * row_number() over its scan is the file's order.
 */
const positioned = (staging: string) =>
  sql.raw(`(select s.ctid as at, coalesce(s.line, (row_number() over ())::int + 1) as line,
    s.iccid, s.day, s.region_code, s.region_name, s.used_kb from ${staging} s)`);

/** How many (card, day, region) keys more than one accepted row has. */
const repeatedKeys = async (tx: Tx, rows: string): Promise<number> => {
  const [row] = await selectRows<{ keys: string }>(
    tx,
    sql`select count(*) as keys from (select 1 from ${sql.raw(rows)} group by card_id, day, region_code
      having count(*) > 1) k`,
  );
  return Number(row?.keys ?? 0);
};

/**
 * A canonical file (stage-usage.ts) whose ICCIDs are all cards' is accepted whole: every rule already holds.
 * The MERGE then reads the staging table through the card join directly, with no table of accepted rows in
 * between (writing one was ~0.45 s of server CPU a million rows).
 */
const acceptCanonical = async (
  tx: Tx,
  staging: string,
  staged: StagedUsage,
): Promise<ClassifiedUsage | null> => {
  const iccids = [...(staged.canonical?.iccids ?? [])];
  if (iccids.length === 0) return null;
  const [found] = await selectRows<{ cards: string }>(
    tx,
    sql`select count(*) as cards from ${cardsView} where iccid = any(${sql.param(iccids)}::text[])`,
  );
  if (Number(found?.cards) !== iccids.length) return null;
  return {
    accepted: staged.total,
    rejected: [],
    acceptedRows: sql`(select c.id as card_id, s.day::date as day, s.region_code, ${REGION_NAME} as region_name,
      s.used_kb::bigint as used_kb from ${sql.raw(staging)} s join ${cardsView} c on c.iccid = s.iccid)`,
  };
};

/**
 * Checks the staged rows inside the import's transaction and answers the rejected ones by line and where the
 * accepted ones are. A canonical file takes acceptCanonical; any other goes through three steps into the
 * temporary table `tables.rows`:
 *  1. set-based, the rows that need no second look: the ICCID is a card's as written, the date one of the last
 *     RECENT_DAYS days as written (a join on their text), the region code two capitals and used_kb 1–15 digits.
 *     Nested-loop and merge joins are off for this statement: the staging table has no statistics, and a
 *     misestimate would probe a million rows one by one or sort them;
 *  2. the other rows (usually none) are read out and judged by checkUsageCells, the rules in JavaScript, so
 *     whitespace, lower case, older dates and every rejection have one definition; their ICCIDs are looked up
 *     and the ones that pass join the accepted rows;
 *  3. duplicates, the same card, day and region twice: the first row counts, later ones are duplicate_row.
 */
export const classifyUsage = async (
  tx: Tx,
  tables: ImportTables,
  staged: StagedUsage,
  today: string,
): Promise<ClassifiedUsage> => {
  const { staging, rows } = tables;
  const canonical = await acceptCanonical(tx, staging, staged);
  if (canonical) return canonical;

  await tx.execute(
    sql.raw(`create temp table ${rows} (at tid, card_id integer, day date, region_code text collate "C",
      region_name text, used_kb bigint) on commit drop`),
  );
  await tx.execute(sql`set local enable_nestloop = off`);
  await tx.execute(sql`set local enable_mergejoin = off`);
  const matched = affectedRows(
    await tx.execute(sql`insert into ${sql.raw(rows)}
      select s.ctid, c.id, d.day, s.region_code, ${REGION_NAME}, s.used_kb::bigint
      from ${sql.raw(staging)} s
      join ${cardsView} c on c.iccid = s.iccid
      join (select ${today}::date - i as day, to_char(${today}::date - i, 'YYYY-MM-DD') as text
        from generate_series(0, ${RECENT_DAYS - 1}) as i) d on d.text = s.day
      where octet_length(s.used_kb) between 1 and 15 and rtrim(s.used_kb, '0123456789') = ''
        and s.region_code ~ '^[A-Z]{2}$'`),
  );
  await tx.execute(sql`reset enable_nestloop`);
  await tx.execute(sql`reset enable_mergejoin`);

  const rejected: UsageRejectedRow[] = [];
  let rescued = 0;
  if (matched < staged.total) {
    const odd = await selectRows<OddRow>(
      tx,
      sql`select x.at::text as at, x.line, x.iccid, x.day, x.region_code, x.region_name, x.used_kb
        from ${positioned(staging)} x
        where not exists (select 1 from ${sql.raw(rows)} r where r.at = x.at)`,
    );
    const candidates: (CheckedUsageRow & { at: string; line: number })[] = [];
    for (const row of odd) {
      const checked = checkUsageCells(
        {
          iccid: row.iccid,
          day: row.day,
          regionCode: row.region_code,
          regionName: row.region_name,
          usedKb: row.used_kb,
        },
        today,
      );
      if ('row' in checked) candidates.push({ ...checked.row, at: row.at, line: row.line });
      else rejected.push({ line: row.line, iccid: checked.iccid, field: checked.field, rule: checked.rule });
    }
    const cards = new Map(
      (
        await selectRows<{ id: number; iccid: string }>(
          tx,
          sql`select id, iccid from ${cardsView}
            where iccid = any(${sql.param([...new Set(candidates.map((row) => row.iccid))])}::text[])`,
        )
      ).map((card) => [card.iccid, card.id]),
    );
    const known = candidates.filter((row) => {
      if (cards.has(row.iccid)) return true;
      rejected.push({ line: row.line, iccid: row.iccid, field: 'iccid', rule: 'unknown_iccid' });
      return false;
    });
    if (known.length > 0) {
      await tx.execute(sql`insert into ${sql.raw(rows)}
        select * from unnest(${sql.param(known.map((row) => row.at))}::tid[],
          ${sql.param(known.map((row) => cards.get(row.iccid)!))}::int[],
          ${sql.param(known.map((row) => row.day))}::date[],
          ${sql.param(known.map((row) => row.regionCode))}::text[],
          ${sql.param(known.map((row) => row.regionName))}::text[],
          ${sql.param(known.map((row) => row.usedKb))}::bigint[])`);
    }
    rescued = known.length;
  }

  let duplicates = 0;
  if ((await repeatedKeys(tx, rows)) > 0) {
    // only now the file positions (a pass over the staging table) of the rows sharing a key
    const repeated = await selectRows<{ at: string; key: string; iccid: string; line: number }>(
      tx,
      sql`select r.at::text as at, concat_ws('|', r.card_id, r.day, r.region_code) as key, c.iccid, x.line
        from ${sql.raw(rows)} r
        join (select card_id, day, region_code from ${sql.raw(rows)} group by 1, 2, 3 having count(*) > 1) k
          using (card_id, day, region_code)
        join ${cardsView} c on c.id = r.card_id
        join ${positioned(staging)} x on x.at = r.at
        order by x.line`,
    );
    const first = new Set<string>();
    const later = repeated.filter((row) => {
      if (!first.has(row.key)) {
        first.add(row.key);
        return false;
      }
      rejected.push({ line: row.line, iccid: row.iccid, field: 'iccid', rule: 'duplicate_row' });
      return true;
    });
    await tx.execute(
      sql`delete from ${sql.raw(rows)} where at = any(${sql.param(later.map((row) => row.at))}::tid[])`,
    );
    duplicates = later.length;
  }
  rejected.sort((a, b) => a.line - b.line);
  return { accepted: matched + rescued - duplicates, rejected, acceptedRows: sql.raw(rows) };
};
