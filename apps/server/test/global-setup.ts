import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, fromPglite, openPostgres } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory that each test's database loads (~0.5 s, not initdb). */
    pgliteTemplatePath: string;
    /** Set when the suite runs on PostgreSQL: the server URL and the migrated template database's name. */
    postgres: { url: string; template: string } | null;
  }
}

export const TEMPLATE_DATABASE = 'simportal_test_template';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Migrates once per run; every test file then starts from a copy of that migrated database. */
export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'simportal-test-'));
  const client = await createPglite();
  const database = fromPglite(client);
  await migrateDatabase(database);
  // Every test's database loads this tarball, ~250 times a run: without the two template databases nobody
  // connects to (the tests' database is `postgres`) it is 30 MB, not 45, and loads in ~0.5 s instead of ~0.9
  // inside the suite (decision 0106)
  await client.query(
    `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await client.query('drop database template0');
  await client.query('drop database template1');
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('none');
  await database.close();
  const templatePath = path.join(scratch, 'template.tar');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = withDatabase(url, TEMPLATE_DATABASE);
    const template = openPostgres(templateUrl, 1);
    await migrateDatabase(template, templateUrl);
    await template.close();
    project.provide('postgres', { url, template: TEMPLATE_DATABASE });
  } else {
    project.provide('postgres', null);
  }

  return async () => {
    await rm(scratch, { recursive: true, force: true });
  };
}
