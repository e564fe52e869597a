import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_RESPONSE_KEPT_BYTES } from '@simportal/contract/api/webhooks';
import { checkedLookup } from './url-policy.ts';

/** How long a receiver has to answer (Stripe: 10 s less connection), well inside the delivery's two-minute lease. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface Answer {
  status: number;
  /** The first WEBHOOK_RESPONSE_KEPT_BYTES of the body, as text. */
  body: string;
}

/**
 * POSTs `body` to `url` (already checked by checkWebhookUrl) through a lookup that refuses blocked addresses,
 * within WEBHOOK_TIMEOUT_MS for the whole exchange. A redirect is an answer like any other (a 3xx, so a failure):
 * it is never followed, or a public address could send the request on to an internal one. Reads at most
 * WEBHOOK_RESPONSE_KEPT_BYTES of the answer and drops the rest.
 */
export const postWebhook = (
  url: URL,
  headers: Record<string, string>,
  body: string,
  allowLocal: boolean,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: checkedLookup(allowLocal, url.hostname),
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          // PostgreSQL's text holds no NUL
          body: Buffer.concat(chunks)
            .subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES)
            .toString('utf8')
            .replaceAll('\u0000', ''),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (kept < WEBHOOK_RESPONSE_KEPT_BYTES) chunks.push(chunk);
        kept += chunk.length;
        if (kept >= WEBHOOK_RESPONSE_KEPT_BYTES) {
          finish();
          response.destroy();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
