import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

// A push service on this machine for the web push tests (docs/decisions/0070): it records what the server posts
// and answers with the status a test chose; a browser's subscription keys made here decrypt what it received.

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** The status the next posts are answered with (201 until changed). */
  answer(status: number): void;
  close(): Promise<void>;
}

export const startPushService = async (): Promise<LocalPushService> => {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A browser's side of a subscription: the P-256 key pair and the 16-byte auth secret (RFC 8291). */
export const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** What the browser reads of a received push: its aes128gcm body decrypted, as JSON. */
    decrypt: (body: Buffer): unknown =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ),
  };
};
