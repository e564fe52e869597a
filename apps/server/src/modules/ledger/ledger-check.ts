import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { balances } from './schema.ts';

/** One user's books: their balance row against what their activities add up to. */
export interface LedgerLine {
  userId: number;
  /** 0 when the user has activities but no balance row (missing_balance). */
  balanceMinor: number;
  activitySumMinor: number;
  activityCount: number;
  /** balance − sum of activities; 0 when the books agree. */
  driftMinor: number;
  /** balance_after of the user's newest activity (null without any); must equal the balance. */
  lastBalanceAfterMinor: number | null;
  problems: LedgerProblem[];
}

export type LedgerProblem = 'drift' | 'negative_balance' | 'last_balance_after_mismatch' | 'missing_balance';

export interface LedgerReport {
  lines: LedgerLine[];
  /** The lines with at least one problem. */
  problems: LedgerLine[];
  ok: boolean;
}

interface Row {
  user_id: number;
  balance: string | null;
  overdraft: string | null;
  activity_sum: string;
  activity_count: string;
  last_balance_after: string | null;
}

/**
 * The ledger invariant (ARCHITECTURE §3), checked for every balance and every user with activities in one
 * consistent read: balance = sum of the user's activity amounts, the newest activity's balance_after = balance,
 * no balance below zero further than its overdraft (a bridge's room, decision 0069), and no activity of a user without a balance row (every account has one from its
 * creation). Sums are read as text and added as BigInt, so a huge ledger cannot round them.
 */
export const checkLedger = async (db: DbOrTx): Promise<LedgerReport> => {
  const rows = await selectRows<Row>(
    db,
    sql`select coalesce(b.user_id, s.user_id) as user_id, b.balance::text as balance, b.overdraft::text as overdraft,
          coalesce(s.total, 0)::text as activity_sum, coalesce(s.n, 0)::text as activity_count,
          l.balance_after_minor::text as last_balance_after
        from ${balances} b
        full join (select user_id, sum(amount_minor) as total, count(*) as n from activities group by user_id) s
          on s.user_id = b.user_id
        left join lateral (
          select balance_after_minor from activities a where a.user_id = coalesce(b.user_id, s.user_id)
          order by a.id desc limit 1
        ) l on true
        order by 1`,
  );
  const lines = rows.map((row): LedgerLine => {
    const balance = BigInt(row.balance ?? 0);
    const sum = BigInt(row.activity_sum);
    const lastAfter = row.last_balance_after === null ? null : BigInt(row.last_balance_after);
    const problems: LedgerProblem[] = [];
    if (row.balance === null) problems.push('missing_balance');
    if (balance !== sum) problems.push('drift');
    if (balance < -BigInt(row.overdraft ?? 0)) problems.push('negative_balance');
    if (lastAfter !== null && lastAfter !== balance) problems.push('last_balance_after_mismatch');
    return {
      userId: Number(row.user_id),
      balanceMinor: Number(balance),
      activitySumMinor: Number(sum),
      activityCount: Number(row.activity_count),
      driftMinor: Number(balance - sum),
      lastBalanceAfterMinor: lastAfter === null ? null : Number(lastAfter),
      problems,
    };
  });
  const problems = lines.filter((line) => line.problems.length > 0);
  return { lines, problems, ok: problems.length === 0 };
};

/**
 * The report as the command prints it: one line per user, named by `usernames` (the command reads them from
 * modules/users; an id it lacks prints empty), then a verdict.
 */
export const formatLedgerReport = (report: LedgerReport, usernames: Map<number, string>): string => {
  const header = ['user_id', 'username', 'balance', 'activity_sum', 'drift', 'activities', 'status'];
  const table = report.lines.map((line) => [
    String(line.userId),
    usernames.get(line.userId) ?? '',
    String(line.balanceMinor),
    String(line.activitySumMinor),
    String(line.driftMinor),
    String(line.activityCount),
    line.problems.length === 0 ? 'ok' : line.problems.join(','),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  const verdict = report.ok
    ? `ledger ok: ${report.lines.length} users, no drift, no balance below its overdraft (amounts in minor units)`
    : `LEDGER PROBLEMS: ${report.problems.length} of ${report.lines.length} users (amounts in minor units)`;
  return [format(header), ...table.map(format), '', verdict].join('\n');
};
