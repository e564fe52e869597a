import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../apps/server/src/db/database.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * How a statement reads its tables, in one line: each scan node of its EXPLAIN ANALYZE plan (type, and the index
 * or table), then the execution time the server measured. What shows whether an index serves a query.
 */
export const planScans = async (db: DbOrTx, statement: SQL): Promise<string> => {
  const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    db,
    sql`explain (analyze, format json) ${statement}`,
  );
  const [{ Plan, 'Execution Time': ms }] = row!['QUERY PLAN'];
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'].includes('Scan')) {
      scans.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(Plan);
  return `${[...new Set(scans)].join(', ')} (${ms.toFixed(1)} ms)`;
};
