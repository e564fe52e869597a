import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../browser/browser-storage.ts';
import { bearer, expired, ok, type Reply, setup, tick } from '../lib/http-client.test-support.ts';
import type { HttpRequest } from '../lib/http-transport.ts';
import { readStoredTokens } from './auth-storage.ts';
import { createRefreshCoordinator } from './refresh-coordinator.ts';

// The coordinator plugged into the real http client: two tabs of one remembered session, each firing several
// requests when the shared access token has expired, make one refresh call each at most (their single flights),
// and the server's reuse interval gives both the same pair.

const KEY = 'auth';

/**
 * Only the newest access token is accepted; each refresh token is spent once, and a spent one presented again
 * answers the same pair while its successor is the live one (the reuse interval); anything else ends the session.
 */
const server = () => {
  // the tabs hold the access token 'old', which has expired
  let live = { accessToken: 'none-yet', refreshToken: 'r1' };
  const answered = new Map<string, typeof live>();
  let revoked = false;
  let generation = 1;
  const refreshes: string[] = [];
  const handler = async (config: HttpRequest): Promise<Reply> => {
    if (config.url === '/user/refresh') {
      const token = String(bearer(config)).replace('Bearer ', '');
      refreshes.push(token);
      await tick();
      const again = answered.get(token);
      if (!revoked && token === live.refreshToken) {
        generation += 1;
        live = { accessToken: `a${generation}`, refreshToken: `r${generation}` };
        answered.set(token, live);
      } else if (revoked || again?.refreshToken !== live.refreshToken) {
        revoked = true;
        return { status: 401, body: { code: 40104, message: 'refresh_token_expired', data: null } };
      }
      return ok({ ...live, accessTokenExpiresAt: '2030-01-01T00:00:00.000Z' });
    }
    return !revoked && bearer(config) === `Bearer ${live.accessToken}` ? ok(config.url) : expired;
  };
  return { handler, refreshes, isRevoked: () => revoked };
};

describe('refresh beside other tabs, through the http client', () => {
  it('two tabs with several expired requests each refresh once at most, get one pair and replay everything', async () => {
    const storage = createMemoryStorage();
    storage.setItem(KEY, JSON.stringify({ accessToken: 'old', refreshToken: 'r1', isRememberMe: true }));
    const api = server();

    const openTab = () => {
      let tab: ReturnType<typeof setup> | undefined;
      const coordinateRefresh = createRefreshCoordinator({
        readStoredTokens: () => readStoredTokens(storage, KEY),
        currentRefreshToken: () => tab?.session.refreshToken ?? null,
        saveTokens: (tokens) => {
          Object.assign(tab!.session, tokens);
          storage.setItem(KEY, JSON.stringify({ ...tab!.session, isRememberMe: true }));
        },
      });
      tab = setup(api.handler, { coordinateRefresh });
      return tab;
    };
    const [one, two] = [openTab(), openTab()];

    const results = await Promise.all([
      one.client.get('/a'),
      one.client.get('/b'),
      two.client.get('/c'),
      two.client.post('/d', { n: 1 }),
    ]);
    expect(results).toEqual(['/a', '/b', '/c', '/d']);
    // each tab's single flight: one call per tab, both with the token they held
    expect(api.refreshes).toEqual(['r1', 'r1']);
    expect(api.isRevoked()).toBe(false);
    expect(one.session).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(two.session).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(one.endSession).not.toHaveBeenCalled();
    expect(two.endSession).not.toHaveBeenCalled();
  });
});
