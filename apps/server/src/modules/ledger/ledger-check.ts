import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';

/** One user's books: the balance column against what their activities add up to. */
export interface LedgerLine {
  userId: number;
  username: string;
  balanceMinor: number;
  activitySumMinor: number;
  activityCount: number;
  /** balance − sum of activities; 0 when the books agree. */
  driftMinor: number;
  /** balance_after of the user's newest activity (null without any); must equal the balance. */
  lastBalanceAfterMinor: number | null;
  problems: LedgerProblem[];
}

export type LedgerProblem = 'drift' | 'negative_balance' | 'last_balance_after_mismatch';

export interface LedgerReport {
  lines: LedgerLine[];
  /** The lines with at least one problem. */
  problems: LedgerLine[];
  ok: boolean;
}

interface Row {
  user_id: number;
  username: string;
  balance: string;
  activity_sum: string;
  activity_count: string;
  last_balance_after: string | null;
}

/**
 * The ledger invariant (ARCHITECTURE §3), checked for every user in one consistent read: balance = sum of the
 * user's activity amounts, the newest activity's balance_after = balance, and no balance below zero. Sums are
 * read as text and added as BigInt, so a huge ledger cannot round them.
 */
export const checkLedger = async (db: DbOrTx): Promise<LedgerReport> => {
  const rows = await selectRows<Row>(
    db,
    sql`select u.id as user_id, u.username, u.balance::text as balance,
          coalesce(s.total, 0)::text as activity_sum, coalesce(s.n, 0)::text as activity_count,
          l.balance_after_minor::text as last_balance_after
        from users u
        left join (select user_id, sum(amount_minor) as total, count(*) as n from activities group by user_id) s
          on s.user_id = u.id
        left join lateral (
          select balance_after_minor from activities a where a.user_id = u.id order by a.id desc limit 1
        ) l on true
        order by u.id`,
  );
  const lines = rows.map((row): LedgerLine => {
    const balance = BigInt(row.balance);
    const sum = BigInt(row.activity_sum);
    const lastAfter = row.last_balance_after === null ? null : BigInt(row.last_balance_after);
    const problems: LedgerProblem[] = [];
    if (balance !== sum) problems.push('drift');
    if (balance < 0n) problems.push('negative_balance');
    if (lastAfter !== null && lastAfter !== balance) problems.push('last_balance_after_mismatch');
    return {
      userId: Number(row.user_id),
      username: row.username,
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

/** The report as the command prints it: one line per user, then a verdict. */
export const formatLedgerReport = (report: LedgerReport): string => {
  const header = ['user_id', 'username', 'balance', 'activity_sum', 'drift', 'activities', 'status'];
  const table = report.lines.map((line) => [
    String(line.userId),
    line.username,
    String(line.balanceMinor),
    String(line.activitySumMinor),
    String(line.driftMinor),
    String(line.activityCount),
    line.problems.length === 0 ? 'ok' : line.problems.join(','),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  const verdict = report.ok
    ? `ledger ok: ${report.lines.length} users, no drift, no negative balance (amounts in minor units)`
    : `LEDGER PROBLEMS: ${report.problems.length} of ${report.lines.length} users (amounts in minor units)`;
  return [format(header), ...table.map(format), '', verdict].join('\n');
};
