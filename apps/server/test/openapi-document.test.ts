import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../src/plugins/openapi.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// The OpenAPI document is the server's (issue #18): every operation has a stable operationId and says whether
// it needs the bearer token, the document names its server, the CSV export is text/csv, and Redocly's
// recommended ruleset finds no error in it, and every call the web makes names one of its operations.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

let t: TestApp;
let document: { servers?: { url: string }[]; paths: Record<string, Partial<Record<string, Operation>>> };
beforeAll(async () => {
  t = await buildTestApp();
  document = t.app.swagger() as typeof document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [{ url, method, operation: item[method] as Operation }] : [],
    ),
  );

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId made from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/sims/:id/traffic')).toBe('getSimsByIdTraffic');
    expect(operationIdOf('PATCH', '/api/sims/:id/label')).toBe('updateSimsByIdLabel');
    expect(document.paths['/api/auth/login']?.post?.operationId).toBe('postAuthLogin');
  });

  it('declares the bearer token exactly where the server asks for it, and none elsewhere', async () => {
    const bearer = (operation: Operation) =>
      operation.security?.some((entry) => 'bearerAuth' in entry) ?? false;
    for (const { url, method, operation } of operations()) {
      expect(operation.security, `${method} ${url}`).toBeDefined();
      // the server's answer without a token tells whether one is needed
      const concrete = url.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: concrete,
        payload: method === 'get' || method === 'delete' ? undefined : {},
      });
      const refused = res.statusCode === 401;
      expect({ operation: `${method} ${url}`, bearer: bearer(operation) }).toEqual({
        operation: `${method} ${url}`,
        bearer: refused,
      });
    }
  });

  it('names its server and documents the CSV export as text/csv', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const csv = document.paths['/api/wallet/activities/export']?.get?.responses?.['200']?.content;
    expect(Object.keys(csv ?? {})).toEqual(['text/csv']);
  });

  it("passes Redocly's recommended ruleset without an error", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const redocly = path.join(ROOT, 'node_modules/.bin/redocly');
      const run = await promisify(execFile)(
        process.execPath,
        [redocly, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
        { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 },
      ).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }));
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      console.log(
        `redocly lint (recommended): ${report.totals.errors} errors, ${report.totals.warnings} warnings`,
      );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  // The web types its calls with the contract's schemas (apps/web/src/lib/api.ts, decision 0066): every path it
  // calls, with its method, must be an operation of this document. A renamed or removed route fails here, not
  // in a customer's browser.
  it('has an operation for every call the web makes', () => {
    const calls = webApiCalls();
    expect(calls.length).toBeGreaterThan(80);
    const missing = calls.filter(({ method, url }) => !document.paths[`/api${url}`]?.[method]);
    expect(missing.map(({ method, url, file }) => `${method} ${url} (${file})`)).toEqual([]);
  });
});

/** `api.post<…>('/sims/{id}/plan-orders'` and the like in the web's source, with the file each is in. */
const webApiCalls = () => {
  const web = path.join(ROOT, 'apps/web/src');
  const call = /\bapi\.(get|post|put|patch|delete|download)\s*(?:<(?:[^<>]|<[^<>]*>)*>)?\(\s*'([^']+)'/g;
  return readdirSync(web, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(web, file), 'utf8').matchAll(call)].map(([, method, url]) => ({
        method: method === 'download' ? 'get' : (method as string),
        url: url as string,
        file,
      })),
    );
};
