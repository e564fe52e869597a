import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';

// The one idempotency mechanism of the portal (issue #21). A request that changes something may carry an
// Idempotency-Key; its effect is stored under a key made of what it does, who asks and the client's key
// (`requestKey`), on the row that IS the effect (the pay order, the add-on purchase, the ledger entry), whose
// unique index makes the effect happen once. Before doing anything, the request's transaction calls `replayOf`:
// requests with the same key are serialised (a transaction-scoped advisory lock on the key), so a retry that
// arrives while the first is still running waits for it and then finds its row; an earlier row made by the same
// request is answered again (nothing happens twice), one made by a different request reusing the key is
// idempotency_conflict (409). Without an Idempotency-Key the key is fresh, and every request is new.

/** `<scope>:<caller>:<Idempotency-Key>`, or a fresh key when the client sent none. */
export const requestKey = (scope: string, callerId: number, clientKey: string | undefined): string =>
  `${scope}:${callerId}:${clientKey ?? randomUUID()}`;

/**
 * What an earlier request with `key` did, if it was this same request (`isSameRequest`); null when no request
 * used the key yet (the caller then does the work and stores `key` on its row, in this transaction). Throws
 * idempotency_conflict when another request used it, with data `{ idempotencyKey: clientKey }`: a request
 * passes the client's own Idempotency-Key (never the stored key, which names the caller), the ledger its key. The transaction must be READ COMMITTED (the default), so a retry that waited on the lock sees the
 * first request's committed row.
 */
export const replayOf = async <Row>(
  tx: Tx,
  key: string,
  find: () => Promise<Row | undefined>,
  isSameRequest: (earlier: Row) => boolean,
  clientKey: string | null = null,
): Promise<Row | null> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const earlier = await find();
  if (earlier === undefined) return null;
  if (!isSameRequest(earlier)) throw new DomainError('idempotency_conflict', { idempotencyKey: clientKey });
  return earlier;
};
