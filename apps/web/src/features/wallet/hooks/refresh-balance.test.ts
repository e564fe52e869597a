import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshBalance } from './refresh-balance.ts';

// A confirmed pay order credits the balance and resumes the cards it had suspended: every screen that shows
// either is read again without a reload (issue #32), My SIMs' cards and their billing included.
describe('after a credit', () => {
  it('marks the wallet, the runway, the cards and their billing stale', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const keys = [
      ['wallet', 'summary'],
      ['billing', 'runway'],
      ['billing', 'cards'],
      ['sims', 'list', 1],
    ];
    for (const key of keys) client.setQueryData(key, { any: 'thing' });
    await refreshBalance(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
  });
});
