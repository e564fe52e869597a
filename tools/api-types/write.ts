// `npm run api:types`: writes the web's API types (apps/web/src/lib/api-paths.gen.ts) from the OpenAPI document
// the server builds from its route schemas, on an in-memory database nothing else sees. CI does not run it: the
// server's openapi-document test fails while the file differs from what this would write.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createAppContext } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createPglite, fromPglite } from '../../apps/server/src/db/database.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { API_TYPES_FILE, apiTypesOf } from './generate.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const database = fromPglite(await createPglite());
await migrateDatabase(database);
const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-build' });
const ctx = await createAppContext({ config, database, version: 'api-types' });
const { app } = await buildApp(ctx, { logger: false });
await app.ready();
const types = await apiTypesOf(app.swagger());
await writeFile(path.join(ROOT, API_TYPES_FILE), types);
await app.close();
ctx.mailer.close();
await database.close();
console.log(`api:types: wrote ${API_TYPES_FILE} (${types.length.toLocaleString('en')} characters)`);
