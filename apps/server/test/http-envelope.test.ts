import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@simportal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from '../src/http/json-body.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('bounded work on a JSON body', () => {
  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} with json_too_deep, and takes ${MAX_JSON_DEPTH}`, async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deep = await login(`{"account":${nested(MAX_JSON_DEPTH)},"password":"x"}`);
    expect(expectError(deep, 'json_too_deep')).toEqual({ maxDepth: MAX_JSON_DEPTH });
    // At the bound the body is parsed and reaches validation (an array is not an account).
    const atBound = await login(`{"account":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`);
    expectError(atBound, 'validation_failed');
    // Brackets inside strings are text, not nesting.
    const inString = await login(JSON.stringify({ account: '['.repeat(100), password: '{'.repeat(100) }));
    expect(inString.json().message).not.toBe('json_too_deep');
  });

  it('refuses a 1 MiB body of brackets at once', async () => {
    const body = '['.repeat(1_000_000);
    const started = performance.now();
    const res = await login(body);
    const elapsed = performance.now() - started;
    expectError(res, 'json_too_deep');
    expect(elapsed).toBeLessThan(1_000);
  });

  it(`refuses more than ${MAX_JSON_VALUES} values with payload_too_large, and takes ${MAX_JSON_VALUES}`, async () => {
    const withValues = (count: number) =>
      JSON.stringify({ account: 'a', password: 'x', list: Array(count - 2).fill(0) });
    // The body object and its list are two containers; the separators count the rest.
    expect(expectError(await login(withValues(MAX_JSON_VALUES + 1)), 'payload_too_large')).toEqual({
      maxValues: MAX_JSON_VALUES,
    });
    expect((await login(withValues(MAX_JSON_VALUES - 1))).json().message).not.toBe('payload_too_large');
  });

  it('refuses bytes that are not UTF-8, and lone surrogates, naming the field', async () => {
    const invalidUtf8 = Buffer.concat([
      Buffer.from('{"account":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","password":"x"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: invalidUtf8,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectError(res, 'malformed_request')).toEqual({
      issues: [{ in: 'body', field: '', rule: 'text_malformed' }],
    });

    const lone = await login('{"account":"a\\ud800b","password":"x"}');
    expect(expectError(lone, 'validation_failed')).toEqual({
      issues: [{ in: 'body', field: 'account', rule: 'text_malformed' }],
    });
    const nul = await login('{"account":"ok","password":"x","nested":{"deeper":["\\u0000"]}}');
    expect(expectError(nul, 'validation_failed')).toEqual({
      issues: [{ in: 'body', field: 'nested.deeper.0', rule: 'text_malformed' }],
    });
    // A bidirectional override would show a name reversed from what is stored (issue #31).
    const bidi = await login(JSON.stringify({ account: 'admin\u202Egpj.exe', password: 'x' }));
    expect(expectError(bidi, 'validation_failed')).toEqual({
      issues: [{ in: 'body', field: 'account', rule: 'text_malformed' }],
    });
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await login(JSON.stringify({ account: 'a😀b', password: 'x' }));
    expectError(emoji, 'incorrect_account_or_password');
  });
});

describe('every answer is the envelope', () => {
  it('answers a known path with a wrong method 405 with Allow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(expectError(res, 'method_not_allowed')).toEqual({ method: 'GET', allow: ['POST'] });
    const card = await t.app.inject({ method: 'PUT', url: '/api/sims/12' });
    expect(card.statusCode).toBe(405);
    expect(card.headers.allow).toContain('GET');
    // QUERY (RFC 10008), which Node parses and Fastify routes, without the Content-Type it requires: still the
    // 405 of a known path, decided before any body (issue #31: was a 400)
    for (const method of ['QUERY', 'PROPFIND'] as const) {
      const other = await t.app.inject({ method: method as 'GET', url: '/api/health' });
      expect({ method, status: other.statusCode, allow: other.headers.allow }).toEqual({
        method,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
    // An unknown path stays 404.
    expectError(await t.app.inject({ method: 'PUT', url: '/api/no/such' }), 'route_not_found');
  });

  it('answers a method the card groups\' members do not take 405, not a group named "members" (issue #67)', async () => {
    const { accessToken } = (await signedInUser(t)).tokens;
    for (const method of ['PATCH', 'DELETE', 'GET'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/card-groups/members',
        headers: bearer(accessToken),
        ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
      });
      expect({ method, status: res.statusCode, allow: res.headers.allow }).toEqual({
        method,
        status: 405,
        allow: 'PUT',
      });
    }
  });

  it('answers a form-encoded body 415 unsupported_media_type', async () => {
    const res = await login('account=a&password=b', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: ERRORS.unsupported_media_type.code,
      message: 'unsupported_media_type',
      data: null,
    });
  });

  it('answers an id beyond range 400 validation_failed on params', async () => {
    const { accessToken } = (await signedInUser(t)).tokens;
    for (const id of ['9'.repeat(20), '9'.repeat(400)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sims/${id}`, headers: bearer(accessToken) });
      expect(res.statusCode, `${id.length} digits`).toBe(400);
      expect(res.json().message).toBe('validation_failed');
    }
  });

  it('answers headers over the parser limit (a long query, a 60 KB header) 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const query = Array.from({ length: 3000 }, (_, n) => `p${n}=${n}`).join('&');
    for (const answer of [
      await get(`/api/health?${query}`),
      await get('/api/health', { 'x-big': 'a'.repeat(60_000) }),
    ]) {
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({
        code: ERRORS.request_headers_too_large.code,
        message: 'request_headers_too_large',
        data: null,
      });
    }
  });
});
