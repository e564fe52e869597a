// Builds the web app and runs the Playwright journeys against a real server (started by playwright.config.ts).
// Debian's Chromium is used; nothing is downloaded. Without it: a loud skip locally, a failure in CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { E2E_2FA_DATA_DIR, E2E_DATA_DIR } from '../e2e/support/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.env.CI === 'true') {
    console.error(
      `Chromium not found at ${CHROMIUM}; CI may not skip the browser journeys (apt-get install chromium).`,
    );
    process.exit(1);
  }
  console.warn(`SKIPPED: Chromium not found at ${CHROMIUM}; the browser journeys did not run.`);
  process.exit(0);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build', '-w', '@simportal/web']);
// Every run starts from an empty embedded database, migrated and seeded by the server itself.
for (const dir of [E2E_DATA_DIR, E2E_2FA_DATA_DIR]) {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.lock`, { recursive: true, force: true });
}
const SCREENS = 'test-results/screens';
rmSync(SCREENS, { recursive: true, force: true });
const journeys = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
if (journeys.status !== 0) {
  // CI keeps only the tail of the log: the screen walk's problems, a few lines each, come last
  const files = existsSync(SCREENS)
    ? readdirSync(SCREENS).filter((name) => name.startsWith('problems-'))
    : [];
  for (const name of files) {
    const lines = readFileSync(`${SCREENS}/${name}`, 'utf8').trim().split('\n');
    console.error(
      `\n${name} (${lines.length}):\n${lines
        .slice(0, 4)
        .map((line) => line.slice(0, 300))
        .join('\n')}`,
    );
  }
  process.exit(journeys.status ?? 1);
}
