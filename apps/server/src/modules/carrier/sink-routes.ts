import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { parseJsonText } from '../../http/json-body.ts';
import { recordNetworkEvents } from './network-events.ts';
import { isTwilioSignature, mapEventStreams } from './twilio/event-streams.ts';

/** A delivery of Event Streams holds a batch of events; this bounds one request's work. */
const SINK_BODY_LIMIT = 1024 * 1024;

/** The address to give Twilio as the Event Streams webhook sink (docs/operators/connect-a-network.md). */
export const TWILIO_SINK_PATH = '/api/network/twilio/events';

/**
 * Where the network pushes what it sees (issue #69, decision 0093): Twilio Event Streams' webhook sink. Only with
 * CARRIER=twilio-supersim; a request whose X-Twilio-Signature is not Twilio's is refused before its body is
 * parsed. Events of SIMs the portal does not know are counted and dropped; a duplicate delivery changes nothing.
 */
export const networkSinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // the signature covers the body's bytes, so this plugin's JSON stays text until it is checked
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: SINK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/network/twilio/events',
    {
      bodyLimit: SINK_BODY_LIMIT,
      schema: {
        tags: ['network'],
        summary: "Twilio Event Streams' webhook sink: Super SIM connection events (signed by Twilio)",
        description:
          'Give this address to an Event Streams webhook sink, subscribed to Super SIM connection events. ' +
          'The body is a JSON array of CloudEvents; X-Twilio-Signature is checked with TWILIO_AUTH_TOKEN.',
        response: { 204: z.null(), ...errorResponses(400, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const token = ctx.config.TWILIO_AUTH_TOKEN;
      if (ctx.config.CARRIER !== 'twilio-supersim' || !token) throw new DomainError('route_not_found');
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const url = `${ctx.config.publicUrl}${request.url}`;
      const signed = {
        signature: header('x-twilio-signature'),
        settings: header('x-twilio-webhooks-signature-settings'),
      };
      if (!isTwilioSignature(token, url, raw, signed)) {
        throw new DomainError('network_signature_invalid');
      }
      const mapped = mapEventStreams(parseJsonText(raw));
      const recorded = await recordNetworkEvents(
        ctx.database.db,
        'twilio-supersim',
        mapped.events,
        ctx.clock.now(),
      );
      request.log.info({ ...recorded, ignored: mapped.ignored }, 'network events received');
      return reply.code(204).send(null);
    },
  );
};
