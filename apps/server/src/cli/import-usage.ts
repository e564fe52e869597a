// `npm run usage:import -- usage.csv [more.csv…]`: imports carrier usage files into the configured database
// (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running portal), streaming each
// file (its size is not limited by memory), prints every rejected row and what the import did; then the
// allowances are checked (80%/100% mails, restrict rule).
// `npm run usage:import -- --simulate [--seed 8] [--days 90] [--iccid 89…]`: the usage simulator instead, for the
// given cards (default: the demo cards that carry usage). Columns: iccid, date, region_code, region_name, used_kb
// (header row required; packages/contract/src/api/usage.ts). Exit code: 0 when no row was rejected, 1 when some
// were, 2 when a file or the database could not be read. Importing the same file again changes 0 rows.
import { parseArgs } from 'node:util';
import { runOperatorCommand } from './operator-command.ts';

await runOperatorCommand({
  usage:
    'Usage: npm run usage:import -- <file.csv> [more.csv…] | --simulate [--seed N] [--days N] [--iccid …]',
  minArgs: 1,
  run: async ({ config, database, args }) => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        simulate: { type: 'boolean', default: false },
        seed: { type: 'string' },
        days: { type: 'string' },
        iccid: { type: 'string', multiple: true },
      },
    });
    const { createAppContext } = await import('../app.ts');
    const { VERSION } = await import('../version.ts');
    const { importUsage } = await import('../modules/usage/index.ts');
    const { csvFileUsageSource } = await import('../modules/usage/index.ts');
    const { usageSimulator } = await import('../modules/usage/index.ts');
    const { DEMO_USAGE_CARDS } = await import('../seed/demo-usage.ts');
    const { demoCards } = await import('../seed/demo-inventory.ts');

    const sources = values.simulate
      ? [
          {
            name: 'simulator',
            source: usageSimulator({
              seed: Number(values.seed ?? config.USAGE_SIMULATOR_SEED),
              days: Number(values.days ?? config.USAGE_SIMULATOR_DAYS),
              timeZone: config.BILLING_TZ,
              iccids: values.iccid ?? DEMO_USAGE_CARDS.map((number) => demoCards()[number - 1]!.iccid),
            }),
          },
        ]
      : positionals.map((file) => ({ name: file, source: csvFileUsageSource(file) }));

    const ctx = await createAppContext({ config, database, version: VERSION });
    const log = { info: () => {}, warn: console.warn, error: console.error } as never;
    let exitCode = 0;
    try {
      for (const { name, source } of sources) {
        console.log(`${name}:`);
        const started = performance.now();
        const report = await importUsage(ctx, source, { log });
        for (const row of report.rejectedRows) {
          console.log(`  line ${row.line}: rejected (${row.field} ${row.rule})  ${row.iccid}`);
        }
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `  ${report.total} rows: ${report.accepted} accepted, ${report.rejected} rejected, ` +
            `${report.changed} changed (${seconds.toFixed(2)} s); ${report.alertsSent} alert mails, ` +
            `${report.restricted} cards restricted, ${report.lifted} lifted`,
        );
        if (report.rejected > 0) exitCode = 1;
      }
    } finally {
      ctx.mailer.close();
    }
    return exitCode;
  },
});
