import type { Envelope } from '@simportal/contract/envelope';
import { ERRORS } from '@simportal/contract/errors';
import type { TokenPair } from '../stores/auth-state.ts';
import { ApiError, CLIENT_MESSAGES } from './api-error.ts';

// How the http client reads what came back (or did not): pure checks, kept apart from the interceptors.

export const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'number' &&
  typeof (body as { message?: unknown }).message === 'string';

export const isTokenPair = (value: unknown): value is TokenPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenPair).accessToken === 'string' &&
  typeof (value as TokenPair).refreshToken === 'string';

export const isAdminRequired = (body: Envelope<unknown>) =>
  body.message === 'admin_required' || body.code === ERRORS.admin_required.code;

/**
 * Whether a failed refresh means the session is over (decision 0098): only the server's own word does, a 401 or
 * 403 answered to the refresh (refresh_token_expired: the token is unknown, spent or its session ended), or no
 * refresh token to present at all. No answer, a timeout, a 5xx, a 429 or a page some proxy sent instead say
 * nothing of the session: the tokens are kept and the refresh is tried again.
 */
export const endsSession = (cause: unknown): boolean =>
  cause instanceof ApiError &&
  (cause.status === 401 || cause.status === 403 || cause.message === 'refresh_token_missing');

/** Spec §8: what a failed refresh tells the user. */
export const refreshFailure = (cause: unknown): ApiError => {
  if (!(cause instanceof ApiError)) {
    return new ApiError({ code: 'SERVER_ERROR', message: CLIENT_MESSAGES.serverError, data: null });
  }
  if (cause.code === 'NETWORK_ERROR' || cause.code === 'TIMEOUT') {
    return new ApiError({ code: 'NETWORK_ERROR', message: CLIENT_MESSAGES.networkError, data: null });
  }
  if (cause.status === 401 || cause.status === 403) {
    const { code, data, status } = cause;
    return new ApiError({ code, message: 'refresh_token_expired', data, status });
  }
  return cause;
};
