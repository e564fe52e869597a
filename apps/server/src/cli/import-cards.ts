// `npm run cards:import -- cards.csv [more.csv…]`: imports SIM cards into the inventory of the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running portal) and
// prints a report of every row. Columns: card_number, iccid, verify_code, type, channel_name (header row
// required; see packages/contract/src/api/sims.ts). Exit code: 0 when no row was rejected, 1 when some were,
// 2 when a file or the database could not be read. Importing a file again changes nothing.
import { readFile } from 'node:fs/promises';
import { runOperatorCommand } from './operator-command.ts';

await runOperatorCommand({
  usage: 'Usage: npm run cards:import -- <file.csv> [more.csv…]',
  minArgs: 1,
  run: async ({ database, args }) => {
    const { importCards } = await import('../modules/sims/index.ts');
    let exitCode = 0;
    for (const file of args) {
      const csv = await readFile(file, 'utf8');
      const started = Date.now();
      console.log(`${file}:`);
      let progressShown = false;
      const report = await importCards(database.db, csv, {
        onProgress: (done, total) => {
          progressShown = true;
          process.stdout.write(`  hashed and inserted ${done}/${total}\r`);
        },
      });
      if (progressShown) process.stdout.write('\n');
      for (const row of report.rows.filter((r) => r.outcome !== 'imported')) {
        const detail = [row.field, row.rule].filter(Boolean).join(' ');
        console.log(
          `  line ${row.line}: ${row.outcome}${detail ? ` (${detail})` : ''}  ${row.cardNumber} ${row.iccid}`,
        );
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `  ${report.total} rows: ${report.imported} imported, ${report.duplicates} duplicates, ` +
          `${report.rejected} rejected (${seconds} s)`,
      );
      if (report.rejected > 0) exitCode = 1;
    }
    return exitCode;
  },
});
