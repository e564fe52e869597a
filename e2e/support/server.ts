import os from 'node:os';
import path from 'node:path';

/** The server the journeys run against: the real entry point, on its own port and embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `simportal-e2e-${E2E_PORT}`);
export const E2E_ADMIN = { username: 'admin', email: 'admin@e2e.test', password: 'E2e-Admin-2026' };
