import createClient from 'openapi-fetch';
import type { paths } from './openapi/supersim.d.ts';

/** How the adapter reaches Super SIM's API (decision 0093). */
export interface SupersimClientOptions {
  /** https://supersim.twilio.com, or a test's Prism in front of a fake. */
  baseUrl: string;
  /** HTTP Basic: the account SID (or an API key SID) and its secret. Never logged, never in an error. */
  username: string;
  password: string;
  /** One request's limit, milliseconds. */
  timeoutMs?: number;
  /** How many times a request the platform answered 429 is tried again before it fails. */
  retriesOn429?: number;
  /** The longest wait between two tries, milliseconds (a larger Retry-After fails the request instead). */
  maxWaitMs?: number;
  /** The waiting itself (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** A failure of the platform or of the way to it: its status (0 when no answer came), never the credentials. */
export class SupersimError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'SupersimError';
    this.status = status;
  }
}

const DEFAULT_WAIT_MS = 1_000;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds; absent or unreadable: undefined. */
export const retryAfterMs = (header: string | null, now = Date.now()): number | undefined => {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
};

/**
 * The platform's fetch: HTTP Basic on every request, a timeout, and 429 honoured (Retry-After, or a doubling
 * wait from 1 s without it), a bounded number of times. Other failures are the caller's: an action's delivery is
 * retried by the outbox with its backoff; a paginated read fails and starts again on its next run.
 */
const platformFetch = (options: SupersimClientOptions) => {
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const sleep = options.sleep ?? realSleep;
  const retries = options.retriesOn429 ?? 3;
  const maxWait = options.maxWaitMs ?? 30_000;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      const tried = request.clone();
      tried.headers.set('Authorization', authorization);
      let response: Response;
      try {
        response = await fetch(tried, { signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
      } catch (error) {
        const what = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
        throw new SupersimError(0, `Super SIM ${request.method} ${new URL(request.url).pathname} ${what}`);
      }
      if (response.status !== 429 || attempt >= retries) return response;
      const wait = retryAfterMs(response.headers.get('Retry-After')) ?? DEFAULT_WAIT_MS * 2 ** attempt;
      if (wait > maxWait) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
};

/** A typed client of Super SIM's API, from its published OpenAPI document (openapi/). */
export const createSupersimClient = (options: SupersimClientOptions) =>
  createClient<paths>({ baseUrl: options.baseUrl.replace(/\/$/, ''), fetch: platformFetch(options) });

export type SupersimClient = ReturnType<typeof createSupersimClient>;

/** Super SIM's writes take form fields (application/x-www-form-urlencoded), as its document says. */
export const formBody = (fields: Record<string, string | undefined> | undefined) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) if (value !== undefined) form.set(name, value);
  return form.toString();
};

/** Fails with the platform's status and its own message (Twilio answers {code, message}), credentials never. */
export const answerOrThrow = <T>(
  what: string,
  outcome: { data?: T; error?: unknown; response: Response },
): T => {
  if (outcome.response.ok && outcome.data !== undefined) return outcome.data;
  const body = outcome.error as { message?: unknown; code?: unknown } | undefined;
  const said = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
  throw new SupersimError(
    outcome.response.status,
    `Super SIM ${what} answered ${outcome.response.status}${said}`,
  );
};

/** The query of a next_page_url (Page, PageSize, PageToken…), for the next page's request. */
export const nextPageQuery = (nextPageUrl: string | null | undefined) => {
  if (!nextPageUrl) return null;
  return Object.fromEntries(new URL(nextPageUrl).searchParams);
};
