import { describe, expect, it, vi } from 'vitest';
import { bearer, expired, failure, ok, type Reply, setup, tick } from './http-client.test-support.ts';
import type { HttpRequest } from './http-transport.ts';

/** A server where only the token `new` is valid and `/user/refresh` hands it out after a short delay. */
const server = (refreshReply: Reply = ok({ accessToken: 'new', refreshToken: 'r2' })) => {
  const refreshCalls: HttpRequest[] = [];
  const handler = async (config: HttpRequest): Promise<Reply> => {
    if (config.url === '/user/refresh') {
      refreshCalls.push(config);
      await tick();
      return refreshReply;
    }
    return bearer(config) === 'Bearer new' ? ok(config.url) : expired;
  };
  return { handler, refreshCalls };
};

describe('http client: token refresh (spec §4, §8)', () => {
  it('refreshes once for concurrent expired requests and replays them all with the new token', async () => {
    const { handler, refreshCalls } = server();
    const { client, calls, session } = setup(handler);
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.post('/c', { n: 1 })]);
    expect(results).toEqual(['/a', '/b', '/c']);
    expect(refreshCalls).toHaveLength(1);
    expect(bearer(refreshCalls[0])).toBe('Bearer r1');
    expect(refreshCalls[0]?.headers.has('skipAuth')).toBe(false);
    expect(session).toEqual({ accessToken: 'new', refreshToken: 'r2' });
    const replays = calls.filter((call) => call.url !== '/user/refresh' && bearer(call) === 'Bearer new');
    expect(replays.map((call) => call.url).sort()).toEqual(['/a', '/b', '/c']);
    expect(replays.find((call) => call.url === '/c')?.body).toBe('{"n":1}');
  });

  it('uses an injected refresh call, once', async () => {
    const refresh = vi.fn(async () => ({ accessToken: 'new', refreshToken: 'r2' }));
    const { client } = setup(server().handler, { refresh });
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(refresh).toHaveBeenCalledWith('r1');
  });

  it('replays without a second refresh a request that left with the old token before the refresh ended', async () => {
    const { handler, refreshCalls } = server();
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const { client } = setup(async (config) => {
      if (config.url === '/slow' && bearer(config) === 'Bearer old') await slowGate;
      return handler(config);
    });
    const slow = client.get('/slow');
    await client.get('/fast');
    releaseSlow();
    await expect(slow).resolves.toBe('/slow');
    expect(refreshCalls).toHaveLength(1);
  });

  it('on a refresh answered 401 rejects every waiting request and ends the session once, with its reason', async () => {
    const rejected: Reply = {
      status: 401,
      body: { code: 40104, message: 'refresh_token_expired', data: null },
    };
    const { handler } = server(rejected);
    const { client, notify, endSession, session } = setup(handler);
    const errors = await Promise.all([failure(client.get('/a')), failure(client.get('/b'))]);
    for (const error of errors)
      expect(error).toMatchObject({ message: 'refresh_token_expired', notified: true });
    expect(notify).not.toHaveBeenCalled();
    expect(endSession).toHaveBeenCalledExactlyOnceWith('refresh_token_expired');
    expect(session.accessToken).toBeNull();
  });

  it('maps a 403 on refresh to refresh_token_expired too', async () => {
    const { handler } = server({ status: 403, body: { code: 40301, message: 'no_permission', data: null } });
    const { client } = setup(handler);
    expect(await failure(client.get('/a'))).toMatchObject({ message: 'refresh_token_expired' });
  });

  // decision 0098: a weak signal logs nobody out
  for (const [cause, reply] of [
    ['no answer', 'network'],
    ['a timeout', 'timeout'],
    ['a 5xx', { status: 503, body: { code: 50300, message: 'service_unavailable', data: null } }],
    ['a 429', { status: 429, body: { code: 42900, message: 'too_many_requests', data: null } }],
    ['a proxy page', { status: 502, body: '<html>Bad gateway</html>' }],
  ] as const) {
    it(`keeps the tokens when the refresh meets ${cause}, and tells the requests why`, async () => {
      const { handler } = server(reply);
      const { client, notify, endSession, session } = setup(handler);
      const error = await failure(client.get('/a'));
      expect(error.notified).toBe(false);
      expect(error.message).not.toBe('refresh_token_expired');
      expect(endSession).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(session).toEqual({ accessToken: 'old', refreshToken: 'r1' });
    });
  }

  it('tries the refresh again when the connection comes back, and only when one is owed', async () => {
    let connectionBack: () => void = () => {};
    let reply: Reply = 'network';
    const refreshCalls: HttpRequest[] = [];
    const { client, session, endSession } = setup(
      async (config) => {
        if (config.url !== '/user/refresh') return bearer(config) === 'Bearer new' ? ok(config.url) : expired;
        refreshCalls.push(config);
        return reply;
      },
      { onConnectionBack: (listener) => (connectionBack = listener) },
    );
    expect(await failure(client.get('/a'))).toMatchObject({ code: 'NETWORK_ERROR' });
    reply = ok({ accessToken: 'new', refreshToken: 'r2' });
    connectionBack();
    await tick();
    expect(refreshCalls.map(bearer)).toEqual(['Bearer r1', 'Bearer r1']);
    expect(session).toEqual({ accessToken: 'new', refreshToken: 'r2' });
    expect(endSession).not.toHaveBeenCalled();
    // nothing owed now: coming back again asks nothing
    connectionBack();
    await tick();
    expect(refreshCalls).toHaveLength(2);
    await expect(client.get('/b')).resolves.toBe('/b');
  });

  it('still ends the session when the refresh is answered 401 session_ended', async () => {
    const { handler } = server({ status: 401, body: { code: 10051, message: 'session_ended', data: null } });
    const { client, endSession, session } = setup(handler);
    await failure(client.get('/a'));
    expect(endSession).toHaveBeenCalledExactlyOnceWith('refresh_token_expired');
    expect(session.refreshToken).toBeNull();
  });

  it('reports refresh_token_missing without calling the server when there is no refresh token', async () => {
    const { handler, refreshCalls } = server();
    const { client, session, endSession } = setup(handler);
    session.refreshToken = null;
    expect(await failure(client.get('/a'))).toMatchObject({ code: 40103, message: 'refresh_token_missing' });
    expect(refreshCalls).toHaveLength(0);
    expect(endSession).toHaveBeenCalledOnce();
  });

  it('does not loop when the replay is rejected as expired again', async () => {
    const refresh = vi.fn(async () => ({ accessToken: 'still-bad', refreshToken: 'r2' }));
    const { client } = setup(() => expired, { refresh });
    expect(await failure(client.get('/a'))).toMatchObject({ code: 10041 });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('never refreshes for a request sent without the token', async () => {
    const refresh = vi.fn(async () => ({ accessToken: 'new', refreshToken: 'r2' }));
    const { client } = setup(() => expired, { refresh });
    await failure(client.get('/a', { headers: { skipAuth: '1' } }));
    expect(refresh).not.toHaveBeenCalled();
  });
});
