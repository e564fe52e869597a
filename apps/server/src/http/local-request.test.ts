import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLocalRequest, PROXY_HEADERS } from './local-request.ts';

const request = (
  headers: Record<string, string>,
  remoteAddress = '127.0.0.1',
  raw: { httpVersion: string; url: string } = { httpVersion: '1.1', url: '/metrics' },
) =>
  ({
    socket: { remoteAddress },
    headers: { host: 'localhost:3000', ...headers },
    raw,
  }) as unknown as FastifyRequest;

describe('isLocalRequest', () => {
  it('takes a loopback peer naming the machine itself', () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isLocalRequest(request({}, remoteAddress)), remoteAddress).toBe(true);
    expect(isLocalRequest(request({ 'user-agent': 'curl/8', accept: '*/*' }))).toBe(true);
  });

  it('refuses a request that any proxy header says came through a proxy (issue #56)', () => {
    for (const name of [...PROXY_HEADERS, 'x-forwarded-port', 'x-forwarded-server'])
      expect(isLocalRequest(request({ [name]: '203.0.113.9' })), name).toBe(false);
    expect(PROXY_HEADERS).toEqual(
      expect.arrayContaining(['via', 'cf-connecting-ip', 'true-client-ip', 'x-forwarded-host']),
    );
  });

  it('refuses any other forwarded-type header, and a request in a proxy shape (issue #67)', () => {
    for (const name of [
      'x-original-forwarded-for',
      'x-original-forwarded-proto',
      'x-forwarded',
      'forwarded-for',
      'x-real-ip',
      'x-nf-client-connection-ip',
      'akamai-client-ip',
      'proxy-connection',
    ])
      expect(isLocalRequest(request({ [name]: '203.0.113.9' })), name).toBe(false);
    // an HTTP/1.0 proxy upstream, and a target in absolute form
    expect(isLocalRequest(request({}, '127.0.0.1', { httpVersion: '1.0', url: '/metrics' }))).toBe(false);
    expect(
      isLocalRequest(request({}, '127.0.0.1', { httpVersion: '1.1', url: 'http://localhost:3000/metrics' })),
    ).toBe(false);
  });

  it('refuses another peer, or a Host that is not the machine', () => {
    expect(isLocalRequest(request({}, '10.0.0.7'))).toBe(false);
    expect(isLocalRequest(request({ host: 'evil.example' }))).toBe(false);
  });
});
