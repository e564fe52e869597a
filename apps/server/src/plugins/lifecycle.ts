import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope.ts';

export interface Lifecycle {
  /** Stops accepting requests (they get 503) while the ones in flight finish. */
  beginShutdown(): void;
}

/** Echoes the request id and refuses new work once shutdown has begun. */
export const registerLifecycle = (app: FastifyInstance): Lifecycle => {
  let closing = false;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      return reply.status(503).send(failure('service_unavailable'));
    }
  });
  return {
    beginShutdown: () => {
      closing = true;
    },
  };
};
