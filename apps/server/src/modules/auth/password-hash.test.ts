import { describe, expect, it } from 'vitest';
import { DomainError } from '../../http/domain-error.ts';
import { HASH_CONCURRENCY, HASH_QUEUE_LIMIT, hashSecret, verifySecret } from './password-hash.ts';

describe('password hashing under a flood (issue #31)', () => {
  it('hashes a few at a time, queues a bounded number and refuses the rest at once with service_unavailable', async () => {
    const stored = await hashSecret('Secret-123');
    const asked = HASH_CONCURRENCY + HASH_QUEUE_LIMIT + 5;
    const outcomes = await Promise.all(
      Array.from({ length: asked }, async () => {
        try {
          return await verifySecret(stored, 'Secret-123');
        } catch (error) {
          return error instanceof DomainError ? error.key : 'other error';
        }
      }),
    );
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE_LIMIT);
    expect(outcomes.filter((outcome) => outcome === 'service_unavailable')).toHaveLength(5);
    // once the queue has drained, hashing works again
    expect(await verifySecret(stored, 'Secret-123')).toBe(true);
    expect(await verifySecret(stored, 'wrong')).toBe(false);
    expect(() => hashSecret('x')).not.toThrow();
  });
});
