import { describe, expect, it } from 'vitest';
import { bearer, failure, ok, setup } from './http-client.test-support.ts';
import { TIMEOUT_FALLBACK } from './http-client.ts';

describe('http client: requests', () => {
  it('sends the stored access token as a bearer under /api', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.get('/user/getUserInfo');
    expect(calls[0]?.baseURL).toBe('/api');
    expect(calls[0]?.url).toBe('/user/getUserInfo');
    expect(bearer(calls[0])).toBe('Bearer old');
    expect(calls[0]?.timeout).toBe(30_000);
  });

  it('sends no token and strips the skipAuth header when a request opts out', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.post('/auth/login', { username: 'ann' }, { headers: { skipAuth: 'true' } });
    expect(bearer(calls[0])).toBeUndefined();
    expect(calls[0]?.headers.has('skipAuth')).toBe(false);
  });
});

describe('http client: responses', () => {
  it('resolves with the envelope data on code 0', async () => {
    const { client } = setup(() => ok({ balance: 120 }));
    await expect(client.get('/user/getUserInfo')).resolves.toEqual({ balance: 120 });
  });

  it('rejects any other code with code, message, data and status', async () => {
    const body = { code: 40906, message: 'pkg_duplicated', data: { planId: 3 } };
    const { client, notify } = setup(() => ({ status: 409, body }));
    const error = await failure(client.post('/sims/1/plan'));
    expect(error).toMatchObject({ ...body, status: 409, notified: false });
    expect(notify).not.toHaveBeenCalled();
  });

  it('treats an error code in a 200 answer as a failure too', async () => {
    const { client } = setup(() => ({
      status: 200,
      body: { code: 40909, message: 'insufficient_credit', data: null },
    }));
    expect(await failure(client.get('/x'))).toMatchObject({ code: 40909, message: 'insufficient_credit' });
  });

  it('falls back to server_error when the answer is not an envelope', async () => {
    const { client } = setup(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({ code: 'SERVER_ERROR', message: 'server_error', status: 502 });
    expect(error.data).toBe('<html>Bad gateway</html>');
  });

  it('rejects a timeout with code TIMEOUT and shows the timeout toast', async () => {
    const { client, notify } = setup(() => 'timeout');
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'timeout', notified: true });
    expect(notify).toHaveBeenCalledWith('timeout', TIMEOUT_FALLBACK);
  });

  it('rejects a failure without an answer as network_error', async () => {
    const { client } = setup(() => 'network');
    expect(await failure(client.get('/x'))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'network_error',
    });
  });

  it('on admin_required ends the session with the reason the login page shows, and rejects', async () => {
    const body = { code: 40300, message: 'admin_required', data: null };
    const { client, notify, endSession } = setup(() => ({ status: 403, body }));
    expect(await failure(client.get('/admin/users'))).toMatchObject({ code: 40300, notified: true });
    expect(notify).not.toHaveBeenCalled();
    expect(endSession).toHaveBeenCalledExactlyOnceWith('admin_permission_insufficient');
  });

  it('on token_invalid ends the session (no refresh can mend it) with that reason, and rejects', async () => {
    const body = { code: 40100, message: 'token_invalid', data: null };
    const { client, notify, endSession, calls } = setup(() => ({ status: 401, body }));
    expect(await failure(client.get('/wallet/activities'))).toMatchObject({ code: 40100, notified: true });
    expect(calls).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
    expect(endSession).toHaveBeenCalledExactlyOnceWith('token_invalid');
  });
});

describe('http client: bodies, parameters and cancellation', () => {
  it('sends an object as JSON and a string as is under its own Content-Type', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.post('/sims/bind', { iccid: '8986' });
    await client.post('/admin/cards/import', 'iccid\n8986\n', { headers: { 'Content-Type': 'text/csv' } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: '{"iccid":"8986"}' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[1]).toMatchObject({ body: 'iccid\n8986\n' });
    expect(calls[1]?.headers.get('Content-Type')).toBe('text/csv');
  });

  it('passes query parameters, a per-request timeout and the response type to the transport', async () => {
    const { client, calls } = setup(() => ok([]));
    await client.get('/wallet/activities', { params: { page: 2 }, timeout: 120_000, responseType: 'blob' });
    expect(calls[0]).toMatchObject({ params: { page: 2 }, timeout: 120_000, responseType: 'blob' });
  });

  it('lets a cancellation through untouched and without a toast', async () => {
    const reason = new DOMException('left the page', 'AbortError');
    const { client, notify } = setup(() => {
      throw reason;
    });
    await expect(client.get('/x')).rejects.toBe(reason);
    expect(notify).not.toHaveBeenCalled();
  });
});
