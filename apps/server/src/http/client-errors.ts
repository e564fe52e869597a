import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorKey } from '@simportal/contract/errors';
import { failure } from './envelope.ts';

/** What Node's HTTP parser reports, as the status and message key the envelope carries. */
const parserFailure = (code: string | undefined): ErrorKey => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  if (code === 'HPE_HEADER_OVERFLOW') return 'request_headers_too_large';
  return 'malformed_request';
};

/**
 * Requests Node's HTTP parser gives up on before Fastify sees them: headers or a URL over the 16 KiB limit
 * (3,000 query parameters, a 60 KB header), broken framing, a request that never finished arriving. Fastify's
 * default answers these with its own `{error, message, statusCode}` body; this answers the envelope every
 * other failure has, then closes the connection as Node does (the stream can no longer be trusted).
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const key = parserFailure(error.code);
    const body = JSON.stringify(failure(key));
    const { status } = ERRORS[key];
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
};
