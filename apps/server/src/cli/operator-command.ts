// What every operator command (`npm run cards:import`, `esim:import`, …) does around its own work: read .env,
// load and validate the configuration, open the configured database (migrated; the embedded one is locked, so
// a running portal on the same DATA_DIR makes the command refuse), run, close, and exit with the command's code.
// Exit codes are shared: 0 done, 1 done with rejected rows, 2 the configuration, a file or the database failed.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

export interface OperatorCommand {
  /** Printed when the command is called without the arguments it needs. */
  usage: string;
  /** The arguments after `--` that the command requires at least one of (files), or 0. */
  minArgs: number;
  /** The command's work; returns its exit code (0 or 1). Thrown errors exit 2 with their message. */
  run: (setup: { config: Config; database: Database; args: string[] }) => Promise<number>;
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

/** A domain error's key and data say more to an operator than "DomainError". */
const describe = async (error: unknown) => {
  const { DomainError } = await import('../http/domain-error.ts');
  if (error instanceof DomainError) return `${error.key} ${JSON.stringify(error.data)}`;
  return error instanceof Error ? error.message : String(error);
};

export const runOperatorCommand = async (command: OperatorCommand): Promise<never> => {
  const { assertNodeVersion } = await import('../require-node.ts');
  assertNodeVersion();
  const { loadProcessConfig } = await import('../config.ts');
  const { openDatabase } = await import('../db/open-database.ts');

  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length < command.minArgs) fail(command.usage);
  const config = loadProcessConfig(2);
  const database = await openDatabase(config).catch((error: Error) => fail(error.message));
  let exitCode = 0;
  try {
    exitCode = await command.run({ config, database, args });
  } catch (error) {
    console.error(`Failed: ${await describe(error)}`);
    exitCode = 2;
  } finally {
    await database.close();
  }
  process.exit(exitCode);
};
