import { isApiError } from './api-error.ts';
import { http } from './http.ts';
import type { RequestConfig } from './http-client.ts';

// The web's calls to the server. A feature names an operation by its method and its path as the server's OpenAPI
// document writes it, without the /api base — `api.post<PlanOrderResult>('/sims/{id}/plan-orders', { path: {
// id }, body })` — and types the answer and the body with the contract's types, the zod schemas the server
// validates and answers with (decision 0066). That every path names an operation of the server is
// apps/server/test/openapi-document.test.ts's part. The calls go through the one http client (bearer token,
// envelope, refresh, toasts).

type PathValues = Readonly<Record<string, string | number>>;

/** What a call may carry besides its path: the path's parameters, the query, the body, the client's options. */
export interface ApiInit<Body = unknown> extends Omit<RequestConfig, 'params' | 'responseType'> {
  path?: PathValues;
  query?: object;
  body?: Body;
}

/** `/sims/{id}/label` with `{ id: 7 }` → `/sims/7/label`; every value is encoded as one path segment. */
export const fillPath = (template: string, values: PathValues = {}): string =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });

const split = ({ path, query, body, ...config }: ApiInit = {}) => ({
  url: (template: string) => fillPath(template, path),
  config: { ...config, ...(query ? { params: query as RequestConfig['params'] } : {}) },
  body,
});

/** The envelope a refused download still answers, inside its Blob. */
interface Refusal {
  message?: unknown;
  data?: { rule?: unknown };
}

/** A refused download fails with the message key read back out of its Blob; any other failure as it came. */
const refusalOf = async (error: unknown, keyOf: (refusal: Refusal) => unknown): Promise<never> => {
  if (isApiError(error) && error.data instanceof Blob) {
    const refusal = await error.data
      .text()
      .then((text) => JSON.parse(text) as Refusal)
      .catch(() => null);
    const key = refusal && keyOf(refusal);
    if (typeof key === 'string') throw new Error(key);
  }
  throw error;
};

const withBody =
  (method: 'post' | 'put' | 'patch') =>
  <Answer = void, Body = unknown>(path: string, init?: ApiInit<Body>): Promise<Answer> => {
    const parts = split(init);
    return http[method]<Answer>(parts.url(path), parts.body, parts.config);
  };

export const api = {
  get: <Answer>(path: string, init?: ApiInit<never>): Promise<Answer> => {
    const parts = split(init);
    return http.get<Answer>(parts.url(path), parts.config);
  },
  delete: <Answer = void>(path: string, init?: ApiInit<never>): Promise<Answer> => {
    const parts = split(init);
    return http.delete<Answer>(parts.url(path), parts.config);
  },
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch'),
  /**
   * A file the server sends (the CSV exports, the data archive), as a Blob to save, fetched with the bearer
   * token (a plain link could not send it). A refusal fails with the key `keyOf` picks, by default its message.
   */
  download: (
    path: string,
    init?: ApiInit<never>,
    keyOf = (refusal: Refusal) => refusal.message,
  ): Promise<Blob> => {
    const parts = split(init);
    return http
      .get<Blob>(parts.url(path), { ...parts.config, responseType: 'blob' })
      .catch((error: unknown) => refusalOf(error, keyOf));
  },
};
