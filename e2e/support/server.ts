import os from 'node:os';
import path from 'node:path';

/** The server the journeys run against: the real entry point, on its own port and embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `simportal-e2e-${E2E_PORT}`);
export const E2E_ADMIN = { username: 'admin', email: 'admin@e2e.test', password: 'E2e-Admin-2026' };

/**
 * A second server whose operator requires administrators' second factor (ADMIN_SECOND_FACTOR=required, decision
 * 0041), for the journey in which its administrator sets it up: the first server's administrator signs in with a
 * password in every other journey. No demo data.
 */
export const E2E_2FA_PORT = E2E_PORT + 1;
export const E2E_2FA_BASE_URL = `http://127.0.0.1:${E2E_2FA_PORT}`;
export const E2E_2FA_DATA_DIR = path.join(os.tmpdir(), `simportal-e2e-${E2E_2FA_PORT}`);
export const E2E_2FA_ADMIN = { username: 'owner', email: 'owner@e2e.test', password: 'E2e-Owner-2026' };
