import type { MessageKey } from '@simportal/contract/message-keys';

/**
 * Codes a failed call can carry: the server's numeric envelope code, or one of the client's own when no
 * envelope came back (spec §8: the timeout is rejected with `TIMEOUT`).
 */
export type ApiErrorCode = number | 'TIMEOUT' | 'NETWORK_ERROR' | 'SERVER_ERROR';

/**
 * Every rejection of the http client: `{ code, message, data }` plus the HTTP status when there was one.
 * `message` is a message key (the server's snake_case `message`, or a client key such as `network_error`).
 */
export class ApiError<TData = unknown> extends Error {
  readonly code: ApiErrorCode;
  readonly data: TData;
  readonly status: number | undefined;
  /** Set when the http client already told the user (timeout, lost session), so callers stay quiet. */
  notified: boolean;

  constructor(init: {
    code: ApiErrorCode;
    message: string;
    data: TData;
    status?: number;
    notified?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.data = init.data;
    this.status = init.status;
    this.notified = init.notified ?? false;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Message keys only the client produces; the contract's catalogue translates them (CLIENT_MESSAGE_KEYS). */
export const CLIENT_MESSAGES = {
  timeout: 'timeout',
  networkError: 'network_error',
  serverError: 'server_error',
  adminPermissionInsufficient: 'admin_permission_insufficient',
} as const satisfies Record<string, MessageKey>;
