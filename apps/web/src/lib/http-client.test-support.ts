import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { expect, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createHttpClient, type HttpClientOptions } from './http-client.ts';

// Test support for the http client tests: a stub adapter standing in for the network, and a client wired to
// an in-memory session.

export type Reply = { status: number; body: unknown } | 'timeout' | 'network';
export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** Answers like axios' real adapters: statuses >= 400 reject with an AxiosError that carries the response. */
export const stubAdapter = (handler: Handler) => {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    if (reply === 'timeout')
      throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ETIMEDOUT, config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  return { adapter, calls };
};

export const ok = (data: unknown): Reply => ({ status: 200, body: { code: 0, message: 'ok', data } });
export const expired: Reply = { status: 401, body: { code: 10041, message: 'token_expired', data: null } };
export const bearer = (config: InternalAxiosRequestConfig | undefined) =>
  config?.headers.get('Authorization');
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
  const { adapter, calls } = stubAdapter(handler);
  const client = createHttpClient({
    baseURL: '/api',
    timeout: 30_000,
    adapter,
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
