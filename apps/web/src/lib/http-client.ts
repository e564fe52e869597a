import { ERRORS, REFRESH_CODES, SESSION_END_CODES } from '@simportal/contract/errors';
import type { TokenPair } from '../stores/auth-state.ts';
import { ApiError, CLIENT_MESSAGES } from './api-error.ts';
import { endsSession, isAdminRequired, isEnvelope, isTokenPair, refreshFailure } from './http-answers.ts';
import {
  fetchTransport,
  type HttpAnswer,
  type HttpRequest,
  type QueryValue,
  type Transport,
  TransportFailure,
} from './http-transport.ts';

/** A request sent with this header (any value) goes without the stored access token. */
const SKIP_AUTH_HEADER = 'skipAuth';
const REFRESH_PATH = '/user/refresh';
/** Spec §8: the timeout toast falls back to Chinese wording when no translation is found. */
export const TIMEOUT_FALLBACK = '请求超时，请稍后重试';

export interface HttpClientOptions {
  baseURL: string;
  timeout: number;
  /** Tests pass a stub; the browser uses fetch. */
  transport?: Transport;
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  saveTokens: (tokens: TokenPair) => void;
  /** Spec §4: clear both tokens and the user info and send the user to /login. */
  /** The session is over: `reason` is the message key of why, which the login page shows (no toast as well). */
  endSession: (reason: string) => void;
  /** Shows a toast for a message key; `fallback` is the text used when the key has no translation. */
  notify: (key: string, fallback?: string) => void;
  /** The refresh call; by default `GET /user/refresh` with the refresh token as the bearer. */
  refresh?: (refreshToken: string) => Promise<TokenPair>;
  /**
   * Runs the refresh call on behalf of this tab's single flight, e.g. with the newest refresh token another
   * browser tab stored (stores/refresh-coordinator.ts).
   */
  coordinateRefresh?: (
    refreshToken: string,
    refresh: (refreshToken: string) => Promise<TokenPair>,
  ) => Promise<TokenPair>;
  /**
   * Calls `listener` each time the connection comes back (the browser's `online` event): a refresh that failed
   * for the network's sake is tried again then (decision 0098).
   */
  onConnectionBack?: (listener: () => void) => void;
}

/** What a feature may set on one request. */
export interface RequestConfig {
  params?: Readonly<Record<string, QueryValue>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  timeout?: number;
  responseType?: HttpRequest['responseType'];
}

export interface HttpClient {
  get: <T>(url: string, config?: RequestConfig) => Promise<T>;
  delete: <T>(url: string, config?: RequestConfig) => Promise<T>;
  post: <T>(url: string, body?: unknown, config?: RequestConfig) => Promise<T>;
  put: <T>(url: string, body?: unknown, config?: RequestConfig) => Promise<T>;
  patch: <T>(url: string, body?: unknown, config?: RequestConfig) => Promise<T>;
}

/** How a request came to be sent, which decides whether an expired token may be refreshed for it. */
interface Attempt {
  request: HttpRequest;
  /** The replay after a token refresh, so a second expiry cannot loop. */
  retriedAfterRefresh: boolean;
  /** The refresh call itself: it must never wait for itself. */
  noRefresh: boolean;
  /** The request came with a `skipAuth` header (the header itself is stripped). */
  authSkipped: boolean;
}

/** The one http client of spec §7/§8: bearer token, envelope unwrapping, error shape, token refresh. */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const transport = options.transport ?? fetchTransport;

  const prepare = (
    method: HttpRequest['method'],
    url: string,
    body: unknown,
    config: RequestConfig = {},
  ): Attempt => {
    const headers = new Headers(config.headers);
    const authSkipped = headers.has(SKIP_AUTH_HEADER);
    headers.delete(SKIP_AUTH_HEADER);
    // a string goes as is under the caller's Content-Type (a CSV upload); anything else is JSON
    let text: string | undefined;
    if (typeof body === 'string') text = body;
    else if (body !== undefined) {
      text = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    const request: HttpRequest = {
      method,
      baseURL: options.baseURL,
      url,
      headers,
      timeout: config.timeout ?? options.timeout,
      responseType: config.responseType ?? 'json',
      ...(config.params ? { params: config.params } : {}),
      ...(text !== undefined ? { body: text } : {}),
      ...(config.signal ? { signal: config.signal } : {}),
    };
    return { request, retriedAfterRefresh: false, noRefresh: false, authSkipped };
  };

  const refresh =
    options.refresh ??
    (async (refreshToken: string): Promise<TokenPair> => {
      const attempt = prepare('GET', REFRESH_PATH, undefined, {
        headers: { [SKIP_AUTH_HEADER]: '1', Authorization: `Bearer ${refreshToken}` },
      });
      const tokens = await send({ ...attempt, noRefresh: true });
      if (!isTokenPair(tokens)) {
        throw new ApiError({ code: 'SERVER_ERROR', message: CLIENT_MESSAGES.serverError, data: tokens });
      }
      return tokens;
    });

  // A refresh that failed for the network's sake: the tokens are kept, and it is tried again when the
  // connection comes back (decision 0098)
  let refreshOwed = false;

  const runRefresh = async (): Promise<void> => {
    try {
      const refreshToken = options.getRefreshToken();
      if (!refreshToken) {
        const { code } = ERRORS.refresh_token_missing;
        throw new ApiError({ code, message: 'refresh_token_missing', data: null });
      }
      const tokens = options.coordinateRefresh
        ? await options.coordinateRefresh(refreshToken, refresh)
        : await refresh(refreshToken);
      refreshOwed = false;
      options.saveTokens(tokens);
    } catch (cause) {
      const error = refreshFailure(cause);
      if (!endsSession(cause)) {
        // a weak signal logs nobody out: the waiting requests fail as the network did, and each screen says so
        refreshOwed = true;
        throw error;
      }
      refreshOwed = false;
      error.notified = true;
      options.endSession(error.message);
      throw error;
    }
  };

  // Single flight (spec §4): every request that meets an expired token waits on the same refresh.
  let refreshing: Promise<void> | null = null;
  const refreshOnce = (): Promise<void> => {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  options.onConnectionBack?.(() => {
    // the owed refresh, before the screens ask again; its failure is the next request's to meet
    if (refreshOwed) refreshOnce().catch(() => {});
  });

  const replayAfterRefresh = async (attempt: Attempt): Promise<unknown> => {
    const current = options.getAccessToken();
    // A request that left before an earlier refresh finished carries the old token: just replay it.
    if (!current || attempt.request.headers.get('Authorization') === `Bearer ${current}`) await refreshOnce();
    const headers = new Headers(attempt.request.headers);
    headers.delete('Authorization');
    return send({ ...attempt, request: { ...attempt.request, headers }, retriedAfterRefresh: true });
  };

  const settle = async (attempt: Attempt, { status, body }: HttpAnswer): Promise<unknown> => {
    if (!isEnvelope(body)) {
      if (status < 400 && attempt.request.responseType === 'blob') return body;
      throw new ApiError({ code: 'SERVER_ERROR', message: CLIENT_MESSAGES.serverError, data: body, status });
    }
    // 0 is the contract's SUCCESS_CODE; importing it from envelope.ts would pull zod (~24 KB gzip) into the
    // first load, because that module builds its schemas when it loads.
    if (body.code === 0) return body.data;
    const canRefresh = !attempt.noRefresh && !attempt.retriedAfterRefresh && !attempt.authSkipped;
    if (REFRESH_CODES.includes(body.code) && canRefresh) return replayAfterRefresh(attempt);
    const error = new ApiError({ code: body.code, message: body.message, data: body.data, status });
    if (isAdminRequired(body)) {
      error.notified = true;
      options.endSession(CLIENT_MESSAGES.adminPermissionInsufficient);
    } else if (
      SESSION_END_CODES.includes(body.code) &&
      !attempt.noRefresh &&
      attempt.request.headers.has('Authorization')
    ) {
      // shown once, on /login, rather than as an error on a screen that can no longer load anything
      error.notified = true;
      options.endSession(body.message);
    }
    throw error;
  };

  const transportError = (attempt: Attempt, failure: TransportFailure): ApiError => {
    if (failure.kind === 'timeout') {
      const timeout = new ApiError({ code: 'TIMEOUT', message: CLIENT_MESSAGES.timeout, data: null });
      // the refresh call reports its own failure (network_error) once, for all waiting requests
      if (!attempt.noRefresh) {
        options.notify(CLIENT_MESSAGES.timeout, TIMEOUT_FALLBACK);
        timeout.notified = true;
      }
      return timeout;
    }
    return new ApiError({ code: 'NETWORK_ERROR', message: CLIENT_MESSAGES.networkError, data: null });
  };

  const send = async (attempt: Attempt): Promise<unknown> => {
    const token = attempt.authSkipped ? null : options.getAccessToken();
    if (token && !attempt.request.headers.has('Authorization'))
      attempt.request.headers.set('Authorization', `Bearer ${token}`);
    let answer: HttpAnswer;
    try {
      answer = await transport(attempt.request);
    } catch (failure) {
      // a cancelled request (AbortController, React Query) stays a cancellation, not a failure to report
      if (!(failure instanceof TransportFailure)) throw failure;
      throw transportError(attempt, failure);
    }
    return settle(attempt, answer);
  };

  const call =
    (method: HttpRequest['method']) =>
    <T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> =>
      send(prepare(method, url, body, config)) as Promise<T>;
  return {
    get: (url, config) => call('GET')(url, undefined, config),
    delete: (url, config) => call('DELETE')(url, undefined, config),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
  };
};
