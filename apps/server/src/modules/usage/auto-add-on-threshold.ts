import { sql } from 'drizzle-orm';

/**
 * Whether a card's data left is below its auto add-on's threshold: below `percent` of the allowance, or, for 0
 * ("when it runs out"), nothing left at all. leftBelowSql is the same rule over allowance-check's columns (used_kb,
 * allowance_kb, auto_below), only to narrow the cards the check reads; the TypeScript one decides
 * (test/auto-add-on.test.ts holds both at the edges).
 */
export const leftBelow = (usedKb: number, allowanceKb: number, percent: number): boolean =>
  percent === 0 ? usedKb >= allowanceKb : (allowanceKb - usedKb) * 100 < allowanceKb * percent;

export const leftBelowSql = sql`(case when auto_below = 0 then used_kb >= allowance_kb
  else (allowance_kb - used_kb) * 100 < allowance_kb * auto_below end)`;
