// `npm run esim:import -- profiles.csv [more.csv…]`: imports eSIM profiles into the inventory of the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running portal) and
// prints a report of every row that was not imported, then the stock. Columns: iccid, sm_dp_address,
// matching_id, confirmation_code_required, sm_dp_oid (header row required; see
// packages/contract/src/api/esim.ts). Exit code: 0 when no row was rejected, 1 when some were, 2 when a file
// or the database could not be read. Importing a file again changes nothing.
import { readFile } from 'node:fs/promises';
import { runOperatorCommand } from './operator-command.ts';

await runOperatorCommand({
  usage: 'Usage: npm run esim:import -- <file.csv> [more.csv…]',
  minArgs: 1,
  run: async ({ config, database, args }) => {
    const { systemClock } = await import('../clock.ts');
    const { importProfiles } = await import('../modules/esim/index.ts');
    const ctx = { config, database, clock: systemClock };
    let exitCode = 0;
    for (const file of args) {
      const csv = await readFile(file, 'utf8');
      console.log(`${file}:`);
      const report = await importProfiles(ctx, csv);
      for (const row of report.rows.filter((r) => r.outcome !== 'imported')) {
        const detail = [row.field, row.rule].filter(Boolean).join(' ');
        console.log(`  line ${row.line}: ${row.outcome}${detail ? ` (${detail})` : ''}  ${row.iccid}`);
      }
      console.log(
        `  ${report.total} rows: ${report.imported} imported, ${report.duplicates} duplicates, ` +
          `${report.rejected} rejected`,
      );
      const { stock } = report;
      console.log(
        `  stock: ${stock.available} free, ${stock.assigned} assigned` +
          (stock.low ? ` (LOW: at or below ${stock.threshold})` : ''),
      );
      if (report.rejected > 0) exitCode = 1;
    }
    return exitCode;
  },
});
