import { type HttpHandler, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// The API as component tests see it: msw answers the app's fetch calls with the envelope, per test.

/** `{ code: 0, message: 'ok', data }`, the envelope of every success. */
export const ok = (data: unknown, status = 200) =>
  HttpResponse.json({ code: 0, message: 'ok', data }, { status });

/** An error envelope of the contract's catalogue. */
export const failure = (status: number, code: number, message: string, data: unknown = null) =>
  HttpResponse.json({ code, message, data }, { status });

export const apiServer = setupServer();

/** Starts msw for the file's tests with `handlers`; a test adds its own with `apiServer.use(...)`. */
export const serveApi = (...handlers: HttpHandler[]) => {
  beforeAll(() => {
    apiServer.listen({ onUnhandledFrame: 'error' });
    apiServer.resetHandlers(...handlers);
  });
  afterEach(() => apiServer.resetHandlers(...handlers));
  afterAll(() => apiServer.close());
};

/** Answers POSTs to `path` (with an `:id`) with `answer`, and returns the ids they were sent to, in order. */
export const recordPosts = (path: string, answer: () => Response) => {
  const ids: string[] = [];
  apiServer.use(
    http.post(path, ({ params }) => {
      ids.push(String(params.id));
      return answer();
    }),
  );
  return ids;
};

export { http };
