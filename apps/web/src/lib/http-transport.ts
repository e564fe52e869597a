// What the http client hands to the network and gets back: one request in, status and parsed body out. The
// browser's transport is `fetchTransport`; tests pass a stub with the same shape.

/** A query parameter: null and undefined are left out, anything else is sent as its string form. */
export type QueryValue = unknown;

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  baseURL: string;
  url: string;
  params?: Readonly<Record<string, QueryValue>>;
  headers: Headers;
  /** Already serialised: JSON text, or a string the caller sent as is (a CSV upload). */
  body?: string;
  timeout: number;
  /** `blob` for file downloads; otherwise the body is parsed as JSON (text when it is not JSON). */
  responseType: 'json' | 'blob';
  /** The caller's cancellation (React Query, a component leaving). */
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** No answer came: the time ran out, or the request never reached the server. */
export class TransportFailure extends Error {
  readonly kind: 'timeout' | 'network';
  constructor(kind: 'timeout' | 'network') {
    super(kind === 'timeout' ? 'the request timed out' : 'the request did not reach the server');
    this.kind = kind;
    this.name = 'TransportFailure';
  }
}

export type Transport = (request: HttpRequest) => Promise<HttpAnswer>;

/** `baseURL` + `url` + the query string; null and undefined parameters are left out. */
export const requestUrl = ({ baseURL, url, params }: HttpRequest): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${baseURL}${url}${search ? `?${search}` : ''}`;
};

const parse = async (response: Response, responseType: HttpRequest['responseType']): Promise<unknown> => {
  // a download that failed still answers an envelope, inside the Blob (the caller reads it back out)
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const fetchTransport: Transport = async (request) => {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), request.timeout);
  const callerAborted = () => timer.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', callerAborted, { once: true });
  try {
    const response = await fetch(requestUrl(request), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: timer.signal,
      credentials: 'same-origin',
    });
    return { status: response.status, body: await parse(response, request.responseType) };
  } catch {
    // the caller's own cancellation stays a cancellation: React Query and components expect its reason back
    if (request.signal?.aborted) throw request.signal.reason;
    throw new TransportFailure(timer.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timeout);
    request.signal?.removeEventListener('abort', callerAborted);
  }
};
