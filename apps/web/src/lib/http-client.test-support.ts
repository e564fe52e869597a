import { expect, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';
import { type HttpRequest, type Transport, TransportFailure } from './http-transport.ts';

// Test support for the http client tests: a stub transport standing in for the network, and a client wired to
// an in-memory session.

export type Reply = { status: number; body: unknown } | 'timeout' | 'network';
export type Handler = (request: HttpRequest) => Reply | Promise<Reply>;

/** Answers like the fetch transport: a status and a parsed body, or a TransportFailure when nothing came back. */
export const stubTransport = (handler: Handler) => {
  const calls: HttpRequest[] = [];
  const transport: Transport = async (request) => {
    // a copy: the client may change the headers of a request it replays
    calls.push({ ...request, headers: new Headers(request.headers) });
    const reply = await handler(request);
    if (reply === 'timeout' || reply === 'network') throw new TransportFailure(reply);
    return reply;
  };
  return { transport, calls };
};

export const ok = (data: unknown): Reply => ({ status: 200, body: { code: 0, message: 'ok', data } });
export const expired: Reply = { status: 401, body: { code: 10041, message: 'token_expired', data: null } };
export const bearer = (request: HttpRequest | undefined) =>
  request?.headers.get('Authorization') ?? undefined;
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

export const setup = (handler: Handler, overrides: Partial<HttpClientOptions> = {}) => {
  const session: { accessToken: string | null; refreshToken: string | null } = {
    accessToken: 'old',
    refreshToken: 'r1',
  };
  const notify = vi.fn();
  const endSession = vi.fn(() => {
    session.accessToken = null;
    session.refreshToken = null;
  });
  const { transport, calls } = stubTransport(handler);
  const client = createHttpClient({
    baseURL: '/api',
    timeout: 30_000,
    transport,
    getAccessToken: () => session.accessToken,
    getRefreshToken: () => session.refreshToken,
    saveTokens: (tokens) => Object.assign(session, tokens),
    endSession,
    notify,
    ...overrides,
  });
  return { client, calls, notify, endSession, session };
};

export const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};
