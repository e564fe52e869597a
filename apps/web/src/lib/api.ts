import type { paths } from './api-paths.gen.ts';
import { http } from './http.ts';
import type { RequestConfig } from './http-client.ts';

// The web's calls to the server, typed by the server's OpenAPI document (api-paths.gen.ts, generated): a feature
// names an operation by its method and its path as the document writes it, without the /api base every path
// starts with — `api.post('/sims/{id}/stop-billing', { path: { id } })` — and the compiler checks the path, its
// parameters, the body and the answer against what the server declares. No feature writes an answer's type or
// a path by hand. The calls go through the one http client (bearer token, envelope, refresh, toasts).

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths as features write them. */
type Paths = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };
type OperationAt<P, M extends Method> = P extends keyof Paths ? NonNullable<Paths[P][M]> : never;

/** The paths that have an operation for this method. */
export type PathWith<M extends Method> = {
  [P in keyof Paths]: [OperationAt<P, M>] extends [never] ? never : P;
}[keyof Paths];

/** The content of the operation's success (200, or 201 for what it creates), by media type. */
type SuccessContent<O> = O extends { responses: infer R }
  ? R extends { 200: { content: infer C } }
    ? C
    : R extends { 201: { content: infer C } }
      ? C
      : never
  : never;

/** What an operation answers on success: the envelope's data (the http client unwraps the envelope). */
export type ApiAnswer<M extends Method, P extends PathWith<M>> =
  SuccessContent<OperationAt<P, M>> extends { 'application/json': { data: infer D } } ? D : never;

/** The paths whose success is a file (CSV, a zip), fetched with `api.download`. */
type DownloadPath = {
  [P in PathWith<'get'>]: SuccessContent<OperationAt<P, 'get'>> extends
    | { 'text/csv': unknown }
    | { 'application/zip': unknown }
    ? P
    : never;
}[PathWith<'get'>];

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
/** A part of a request, present when the document declares it and required when the document requires it. */
type Part<X, K extends string, Name extends string> = [X] extends [never]
  ? { [N in Name]?: never }
  : X extends { [k in K]: infer V }
    ? [V] extends [never]
      ? { [N in Name]?: never }
      : { [N in Name]: V }
    : X extends { [k in K]?: infer V }
      ? [Exclude<V, undefined>] extends [never]
        ? { [N in Name]?: never }
        : { [N in Name]?: Exclude<V, undefined> }
      : { [N in Name]?: never };
type Body<O> = O extends { requestBody?: infer B }
  ? [Exclude<B, undefined>] extends [never]
    ? { body?: never }
    : Exclude<B, undefined> extends { content: infer C }
      ? undefined extends B
        ? { body?: C[keyof C] }
        : { body: C[keyof C] }
      : { body?: never }
  : { body?: never };

/**
 * Everything a call may carry: the document's path parameters, query and body, and the client's options. Over a
 * union of operations it is taken one operation at a time: the intersection of the three parts' unions grew as
 * the cube of the operations and passed the compiler's limit (TS2590) at the 80th.
 */
export type ApiInit<O> = O extends unknown
  ? Part<ParametersOf<O>, 'path', 'path'> &
      Part<ParametersOf<O>, 'query', 'query'> &
      Body<O> &
      Omit<RequestConfig, 'params' | 'responseType'>
  : never;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The init argument, which may be left out when nothing in it is required. */
type InitArgument<O> = [O] extends [never]
  ? [init?: LooseInit] // no such operation: the error is the path's
  : [RequiredKeys<ApiInit<O>>] extends [never]
    ? [init?: ApiInit<O>]
    : [init: ApiInit<O>];

/** A request's query string as the document declares it. */
export type ApiQuery<P extends PathWith<'get'>> = NonNullable<ApiInit<OperationAt<P, 'get'>>['query']>;
/** A request's body as the document declares it. */
export type ApiBody<M extends Method, P extends PathWith<M>> = NonNullable<
  ApiInit<OperationAt<P, M>>['body']
>;

type PathValues = Readonly<Record<string, string | number>>;
interface LooseInit extends Omit<RequestConfig, 'params' | 'responseType'> {
  path?: PathValues;
  query?: object;
  body?: unknown;
}

/** `/sims/{id}/label` with `{ id: 7 }` → `/sims/7/label`; every value is encoded as one path segment. */
export const fillPath = (template: string, values: PathValues = {}): string =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });

const split = ({ path, query, body, ...config }: LooseInit = {}) => ({
  config: { ...config, ...(query ? { params: query as RequestConfig['params'] } : {}) },
  body,
  path,
});

const call =
  <M extends Method>(method: M) =>
  <P extends PathWith<M>>(path: P, ...init: InitArgument<OperationAt<P, M>>): Promise<ApiAnswer<M, P>> => {
    // the rest is not destructured in the signature: typing `[init]` over every operation passed TS2590's limit
    const parts = split((init as unknown[])[0] as LooseInit | undefined);
    const url = fillPath(path, parts.path);
    switch (method) {
      case 'get':
        return http.get(url, parts.config);
      case 'delete':
        return http.delete(url, parts.config);
      default:
        return http[method as 'post' | 'put' | 'patch'](url, parts.body, parts.config);
    }
  };

export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
  /** A file the server sends (the CSV exports, the data archive), as a Blob to save. */
  download: <P extends DownloadPath>(
    path: P,
    ...[init]: InitArgument<OperationAt<P, 'get'>>
  ): Promise<Blob> => {
    const parts = split(init as LooseInit | undefined);
    return http.get<Blob>(fillPath(path, parts.path), { ...parts.config, responseType: 'blob' });
  },
};
