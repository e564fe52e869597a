// @vitest-environment jsdom
import type { QuietHours } from '@simportal/contract/api/inbox';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { authStore } from '../../stores/auth-store.ts';
import { apiServer, http, ok, serveApi } from '../../test-support/api-server.ts';

// Quiet hours that follow the device (issue #68): a traveller's phone lands in another zone, and the app saves
// it once a page load, quietly; a fixed zone stays, and an administrator in a customer's view changes nothing.

serveApi();

const saved = (overrides: Partial<QuietHours>): QuietHours => ({
  enabled: true,
  from: '22:00',
  to: '07:00',
  timeZone: 'Pacific/Auckland',
  followDevice: true,
  ...overrides,
});

const serveQuiet = (hours: QuietHours) => {
  const puts: QuietHours[] = [];
  let gets = 0;
  apiServer.use(
    http.get('/api/quiet-hours', () => {
      gets += 1;
      return ok(hours);
    }),
    http.put('/api/quiet-hours', async ({ request }) => {
      puts.push((await request.json()) as QuietHours);
      return ok(puts.at(-1));
    }),
  );
  return { puts, gets: () => gets };
};

/** A fresh copy of the module: its once-a-page-load flag starts unset. */
const freshSync = async () => {
  vi.resetModules();
  return (await import('./quiet-zone-sync.ts')).syncQuietZone;
};

const signIn = (accessToken: string) =>
  authStore.getState().setSession({
    accessToken,
    refreshToken: 'r',
    username: 'ana',
    email: 'ana@example.com',
    isRememberMe: false,
  });

beforeEach(() => authStore.getState().clearAuth());

describe('quiet hours following the device', () => {
  it('saves the device’s zone once when the saved one is another', async () => {
    signIn('a');
    const server = serveQuiet(saved({}));
    const sync = await freshSync();
    sync();
    sync();
    await waitFor(() => expect(server.puts).toEqual([saved({ timeZone: browserTimeZone() })]));
    expect(server.gets()).toBe(1);
  });

  it('leaves a fixed zone, and a customer’s view, as they are', async () => {
    signIn('a');
    const fixed = serveQuiet(saved({ followDevice: false }));
    (await freshSync())();
    await waitFor(() => expect(fixed.gets()).toBe(1));
    const claims = btoa(JSON.stringify({ sub: '5', act: { sub: '1' } })).replace(/=+$/, '');
    signIn(`h.${claims}.s`);
    const viewed = serveQuiet(saved({}));
    (await freshSync())();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(viewed.gets()).toBe(0);
    expect([...fixed.puts, ...viewed.puts]).toEqual([]);
  });
});
