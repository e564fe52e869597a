import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '@simportal/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_SCHEME, apiKeyScopeOf, BEARER_SECURITY, requiresBearer } from '../http/bearer.ts';

const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'update',
  DELETE: 'delete',
};

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * A stable, readable operationId from the route itself, so no route can forget one and a client generator gets
 * the same names every build: `GET /api/sims/:id/traffic` → `getSimsByIdTraffic`, `POST /api/auth/login` →
 * `postAuthLogin`. Unique because method and path are.
 */
export const operationIdOf = (method: string, url: string): string => {
  const parts = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    // a parameter's pattern (`:id(^\\d+$)`) is how it is matched, not what it is called
    .map((segment) =>
      segment.startsWith(':') ? `By${pascal(segment.slice(1).replace(/\(.*\)$/, ''))}` : pascal(segment),
    );
  return `${VERBS[method] ?? method.toLowerCase()}${parts.join('') || 'Root'}`;
};

/**
 * Answers every operation can give whatever its route declares: headers or an address over the parser's limit
 * (431), the server's own failures (500, 503 while the database is away), and for a request with a body, one
 * too large or in another format (413, 415).
 */
const commonErrors = (hasBody: boolean) => ({
  ...(hasBody ? { 413: errorEnvelopeSchema, 415: errorEnvelopeSchema } : {}),
  431: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
});

/** The CSV download's 200 is a file, not JSON: the document says so (the route's zod schema cannot). */
const CSV_OPERATIONS = new Set(['getWalletActivitiesExport']);

type OpenApiDocument = {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
};

const describeCsvDownloads = (document: OpenApiDocument): OpenApiDocument => {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      if (!operation.operationId || !CSV_OPERATIONS.has(operation.operationId) || !operation.responses)
        continue;
      operation.responses['200'] = {
        description: 'The rows as CSV (RFC 4180, UTF-8 with a byte order mark), sent as a download',
        content: { 'text/csv': { schema: { type: 'string' } } },
      };
    }
  }
  return document;
};

/**
 * The OpenAPI 3.1 document is generated from the zod route schemas, never written by hand. Every operation gets
 * its operationId and its security from the route (bearer when an authentication hook guards it, explicitly
 * none otherwise), the errors any request can meet, and the document a relative server, so it is exactly what
 * the server does; `npm test` lints it with Redocly (scripts/openapi-lint.mjs).
 */
export const registerOpenApi = async (app: FastifyInstance, version: string) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SIM portal API',
        description:
          'Every response is the envelope { code, message, data }: code 0 is success; otherwise message is a ' +
          'stable snake_case key that the client translates and data carries details.',
        version,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This portal (the API is under /api)' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sk_…',
            description:
              "A customer's API key (Personal Center › Integrations), sent as `Authorization: Bearer sk_…`. It " +
              "acts as its customer on the operations that list it, each with the one scope it needs: 'read' " +
              "(cards, usage, billing, activities, balance), 'cards' (a card's settings), 'buy' (plan orders, " +
              'add-ons, top-ups). Any other operation answers api_key_not_allowed (403); a missing scope ' +
              'api_key_scope (403); a revoked or expired key api_key_invalid (401); past its requests a minute ' +
              'api_key_rate_limited (429); an address past its failed keys (20 in 15 minutes) ' +
              'api_key_failures_limited (429), its right keys too, until the window ends.',
          },
        },
      },
    },
    transform: (input) => {
      const original = (input.schema ?? {}) as Record<string, unknown>;
      const declared = original.response as Record<string, unknown> | undefined;
      // the errors any request can meet, under what the route declares (zod, converted below with the rest)
      const schema = declared
        ? { ...original, response: { ...commonErrors(original.body !== undefined), ...declared } }
        : original;
      const converted = jsonSchemaTransform({ ...input, schema } as Parameters<
        typeof jsonSchemaTransform
      >[0]);
      const method = [input.route.method].flat()[0] ?? 'GET';
      const result = (converted.schema ?? {}) as Record<string, unknown>;
      const security: Record<string, string[]>[] =
        (result.security as typeof BEARER_SECURITY | undefined) ??
        (requiresBearer(input.route.onRequest) ? BEARER_SECURITY : []);
      // the scope an API key needs here, as the requirement's role (OpenAPI 3.1 §4.8.30) and as an extension
      const scope = apiKeyScopeOf(input.route.onRequest);
      return {
        url: converted.url,
        schema: {
          ...result,
          operationId: (result.operationId as string | undefined) ?? operationIdOf(method, input.route.url),
          security: scope ? [...security, { [API_KEY_SCHEME]: [scope] }] : security,
          ...(scope ? { 'x-api-key-scope': scope } : {}),
        },
      };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (describeCsvDownloads(
            documentObject.openapiObject as OpenApiDocument,
          ) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI's own policy replaces the app's on its pages: keep it, but as strict as the app's on <base>
    // and framing (its default allows both from 'self').
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
};
