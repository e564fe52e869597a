import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransport, type HttpRequest, requestUrl, TransportFailure } from './http-transport.ts';

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  baseURL: '/api',
  url: '/x',
  headers: new Headers(),
  timeout: 1_000,
  responseType: 'json',
  ...overrides,
});

/** fetch that waits for its signal, as a request to a server that never answers. */
const hangingFetch = () =>
  vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requestUrl', () => {
  it('joins base, path and the query, leaving out null and undefined parameters', () => {
    const url = requestUrl(
      request({ url: '/admin/cards', params: { q: undefined, page: 2, a: null, ok: true } }),
    );
    expect(url).toBe('/api/admin/cards?page=2&ok=true');
  });

  it('encodes parameter values', () => {
    expect(requestUrl(request({ params: { q: 'a&b c' } }))).toBe('/api/x?q=a%26b+c');
    expect(requestUrl(request())).toBe('/api/x');
  });
});

describe('fetchTransport', () => {
  it('sends method, headers and body, and parses a JSON answer', async () => {
    const fetch = vi.fn(async () => new Response('{"code":0,"message":"ok","data":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const headers = new Headers({ Authorization: 'Bearer t' });
    const answer = await fetchTransport(request({ method: 'POST', body: '{"n":1}', headers }));
    expect(answer).toEqual({ status: 201, body: { code: 0, message: 'ok', data: 1 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', body: '{"n":1}', headers });
  });

  it('hands back text that is not JSON as it came (a proxy error page)', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await fetchTransport(request())).toEqual({ status: 502, body: '<html>Bad gateway</html>' });
  });

  it('reads a download as a Blob', async () => {
    vi.stubGlobal('fetch', async () => new Response('a,b\n1,2\n', { status: 200 }));
    const { body } = await fetchTransport(request({ responseType: 'blob' }));
    expect(body).toBeInstanceOf(Blob);
    expect(await (body as Blob).text()).toBe('a,b\n1,2\n');
  });

  it('fails with kind timeout when no answer comes in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const pending = fetchTransport(request({ timeout: 30_000 })).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await pending;
    expect(error).toBeInstanceOf(TransportFailure);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('fails with kind network when fetch cannot reach the server', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchTransport(request())).rejects.toMatchObject({ kind: 'network' });
  });

  it("gives the caller's cancellation back as it is, not as a failure", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const pending = fetchTransport(request({ signal: controller.signal })).catch((error: unknown) => error);
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });
});
