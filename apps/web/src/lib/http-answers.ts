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
