/**
 * Socket errors of a database that cannot be reached: refused (server stopped), reset or broken (server killed),
 * timed out or unroutable (host gone).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown (pg_ctl stop, a terminated
 * backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), 57P05
 * idle_session_timeout, 53300 too_many_connections. Class 08 (connection exception) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/**
 * node-postgres reports a lost or never-made connection with a bare Error (no code): the socket closed under a
 * client, a pool connect that timed out, a pool waiter that timed out, a client whose connection already died,
 * the pool closed by a shutdown.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

const isUnavailableCause = (candidate: { code?: unknown; message?: unknown }): boolean => {
  const { code, message } = candidate;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
};

/**
 * True when a failure means "the database cannot answer now" rather than "this request is wrong" or "the code
 * is wrong": the request may succeed unchanged once the database is back, so it is answered 503, not 500.
 * Drizzle wraps driver errors (DrizzleQueryError.cause) and Node reports a refused dual-stack connect as an
 * AggregateError, so causes and aggregated errors are searched too.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (isUnavailableCause(candidate)) return true;
    pending.push(candidate.cause);
    if (Array.isArray(candidate.errors)) pending.push(...candidate.errors);
  }
  return false;
};
