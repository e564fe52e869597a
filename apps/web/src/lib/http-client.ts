import { ERRORS, REFRESH_CODES } from '@simportal/contract/errors';
import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { TokenPair } from '../stores/auth-state.ts';
import { ApiError, CLIENT_MESSAGES } from './api-error.ts';
import { isAdminRequired, isEnvelope, isTimeout, isTokenPair, refreshFailure } from './http-answers.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay after a token refresh, so a second expiry cannot loop. */
    retriedAfterRefresh?: boolean;
    /** Set on the refresh call itself: it must never wait for itself. */
    noRefresh?: boolean;
    /** Set by the client when the request came with a `skipAuth` header (the header itself is stripped). */
    authSkipped?: boolean;
  }
}

/** A request sent with this header (any value) goes without the stored access token. */
export const SKIP_AUTH_HEADER = 'skipAuth';
export const REFRESH_PATH = '/user/refresh';
/** Spec §8: the timeout toast falls back to Chinese wording when no translation is found. */
export const TIMEOUT_FALLBACK = '请求超时，请稍后重试';

export interface HttpClientOptions {
  baseURL: string;
  timeout: number;
  /** Tests pass a stub; the browser uses axios' XHR adapter. */
  adapter?: AxiosAdapter;
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  saveTokens: (tokens: TokenPair) => void;
  /** Spec §4: clear both tokens and the user info and send the user to /login. */
  endSession: () => void;
  /** Shows a toast for a message key; `fallback` is the text used when the key has no translation. */
  notify: (key: string, fallback?: string) => void;
  /** The refresh call; by default `GET /user/refresh` with the refresh token as the bearer. */
  refresh?: (refreshToken: string) => Promise<TokenPair>;
  /**
   * Runs the refresh call on behalf of this tab's single flight, e.g. serialised across browser tabs
   * (stores/refresh-coordinator.ts); it may answer a pair another tab already obtained instead of calling it.
   */
  coordinateRefresh?: (
    refreshToken: string,
    refresh: (refreshToken: string) => Promise<TokenPair>,
  ) => Promise<TokenPair>;
}

export interface HttpClient {
  instance: AxiosInstance;
  get: <T>(url: string, config?: AxiosRequestConfig) => Promise<T>;
  delete: <T>(url: string, config?: AxiosRequestConfig) => Promise<T>;
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<T>;
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<T>;
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<T>;
}

/** The response interceptor has already replaced the AxiosResponse with the envelope's `data`. */
const unwrapped = <T>(pending: Promise<unknown>): Promise<T> => pending as Promise<T>;

/** The one axios instance of spec §7/§8: bearer token, envelope unwrapping, error shape, token refresh. */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout,
    // report timeouts as ETIMEDOUT, distinct from a request the browser aborted
    transitional: { clarifyTimeoutError: true },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const refresh =
    options.refresh ??
    (async (refreshToken: string): Promise<TokenPair> => {
      const tokens = await instance.get<unknown, unknown>(REFRESH_PATH, {
        headers: { [SKIP_AUTH_HEADER]: '1', Authorization: `Bearer ${refreshToken}` },
        noRefresh: true,
      });
      if (!isTokenPair(tokens)) {
        throw new ApiError({ code: 'SERVER_ERROR', message: CLIENT_MESSAGES.serverError, data: tokens });
      }
      return tokens;
    });

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
      options.saveTokens(tokens);
    } catch (cause) {
      const error = refreshFailure(cause);
      options.notify(error.message);
      error.notified = true;
      options.endSession();
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

  const replayAfterRefresh = async (config: InternalAxiosRequestConfig): Promise<unknown> => {
    const current = options.getAccessToken();
    // A request that left before an earlier refresh finished carries the old token: just replay it.
    if (!current || config.headers.get('Authorization') === `Bearer ${current}`) await refreshOnce();
    return instance.request({ ...config, retriedAfterRefresh: true });
  };

  const settle = async (response: AxiosResponse): Promise<unknown> => {
    const body: unknown = response.data;
    const { config, status } = response;
    if (!isEnvelope(body)) {
      if (status < 400 && (config.responseType === 'blob' || config.responseType === 'arraybuffer'))
        return body;
      throw new ApiError({ code: 'SERVER_ERROR', message: CLIENT_MESSAGES.serverError, data: body, status });
    }
    // 0 is the contract's SUCCESS_CODE; importing it from envelope.ts would pull zod (~24 KB gzip) into the
    // first load, because that module builds its schemas when it loads.
    if (body.code === 0) return body.data;
    const canRefresh = !config.noRefresh && !config.retriedAfterRefresh && !config.authSkipped;
    if (REFRESH_CODES.includes(body.code) && canRefresh) return replayAfterRefresh(config);
    const error = new ApiError({ code: body.code, message: body.message, data: body.data, status });
    if (isAdminRequired(body)) {
      options.notify(CLIENT_MESSAGES.adminPermissionInsufficient);
      error.notified = true;
      options.endSession();
    }
    throw error;
  };

  const transportError = (error: unknown): ApiError => {
    if (error instanceof AxiosError && isTimeout(error)) {
      const timeout = new ApiError({ code: 'TIMEOUT', message: CLIENT_MESSAGES.timeout, data: null });
      // the refresh call reports its own failure (network_error) once, for all waiting requests
      if (!error.config?.noRefresh) {
        options.notify(CLIENT_MESSAGES.timeout, TIMEOUT_FALLBACK);
        timeout.notified = true;
      }
      return timeout;
    }
    return new ApiError({ code: 'NETWORK_ERROR', message: CLIENT_MESSAGES.networkError, data: null });
  };

  instance.interceptors.request.use((config) => {
    if (config.headers.has(SKIP_AUTH_HEADER)) {
      config.headers.delete(SKIP_AUTH_HEADER);
      config.authSkipped = true;
    }
    const token = config.authSkipped ? null : options.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  // `settle` resolves with the envelope's `data`, not the AxiosResponse axios' types assume
  const onFulfilled = settle as unknown as (response: AxiosResponse) => Promise<AxiosResponse>;
  instance.interceptors.response.use(onFulfilled, (error: unknown) => {
    // a cancelled request (AbortController, React Query) stays a cancellation, not a failure to report
    if (axios.isCancel(error)) throw error;
    if (error instanceof AxiosError && error.response) return settle(error.response);
    throw transportError(error);
  });

  return {
    instance,
    get: <T>(url: string, config?: AxiosRequestConfig) => unwrapped<T>(instance.get(url, config)),
    delete: <T>(url: string, config?: AxiosRequestConfig) => unwrapped<T>(instance.delete(url, config)),
    post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      unwrapped<T>(instance.post(url, body, config)),
    put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      unwrapped<T>(instance.put(url, body, config)),
    patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      unwrapped<T>(instance.patch(url, body, config)),
  };
};
