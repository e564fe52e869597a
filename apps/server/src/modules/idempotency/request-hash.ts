import { createHash } from 'node:crypto';

type Plain = string | number | boolean | null | undefined;

/**
 * SHA-256 (hex) of a flat request, its fields sorted by name and `undefined` written as null, so the same
 * request always hashes the same whatever order its fields were built in. Stored beside an idempotency key
 * to tell a retry (same hash) from a different request that reuses the key (→ idempotency_conflict).
 */
export const hashRequest = (request: Readonly<Record<string, Plain>>): string => {
  const canonical = Object.keys(request)
    .sort()
    .map((key) => [key, request[key] ?? null]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
};
