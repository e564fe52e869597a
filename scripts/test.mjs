// `npm test`: every check CI relies on, in order, failing fast. Each step prints its own figures.
//   1. typecheck of every package      2. lint (Biome), then the dependency rules (dependency-cruiser)
//   3. unit + API tests on PGlite      4. the server's tests again on a throwaway PostgreSQL
//   5. the reliability and security suites (issue #11) on a throwaway PostgreSQL
//   6. browser journeys (Playwright + Debian's Chromium) against the built app on a real server
// In CI (CI=true) a missing PostgreSQL or Chromium fails the run instead of skipping a step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['dependency rules', 'npm', ['run', '--silent', 'lint:deps']],
  [
    'tests on PGlite',
    'npx',
    ['vitest', 'run', '--project', 'contract', '--project', 'web', '--project', 'server'],
  ],
  [
    'server tests on PostgreSQL',
    'node',
    ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'server'],
  ],
  [
    'reliability and security on PostgreSQL',
    'node',
    ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'reliability'],
  ],
  ['browser journeys', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.error(`\n${results.join('\n')}\n\n${name} failed.`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
