import fc from 'fast-check';
import {
  acceptLanguage,
  contentType,
  extraFieldName,
  HUGE,
  hostilePathSegment,
  hostileString,
  hostileValue,
  malformedJson,
  percentEncode,
  toJsonText,
  withOwnProperty,
} from './hostile-input.ts';
import type { AppRoute, JsonSchema, OpenApiOperation } from './route-inventory.ts';
import { type FieldHints, generatedValue } from './schema-arbitrary.ts';

/** Who sends a request: nobody, a customer, an administrator, or someone with a forged Authorization. */
/** `member`: a member of the customer's account whose group holds one of their cards (decision 0103). */
export type Actor = 'anonymous' | 'customer' | 'member' | 'admin' | 'forged';

export interface FuzzRequest {
  actor: Actor;
  /** The Authorization header of a forged request (the others get their actor's real token when sent). */
  forgedAuthorization?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to the valid-shaped request: the distribution is printed by it. */
  mutation: string;
}

const forgedAuthorization = fc.constantFrom(
  'Bearer garbage',
  'Bearer ',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'A'.repeat(HUGE)}`,
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiIxIiwic2lkIjoiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIn0.',
  'Bearer a.b.c',
  'bearer    x.y.z',
  'Bearer \u00e9',
  'Token abc',
);

type Part = { name: string; schema: JsonSchema; required: boolean };

const partsIn = (operation: OpenApiOperation | undefined, where: 'path' | 'query' | 'header'): Part[] =>
  (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === where)
    .map((parameter) => ({
      name: parameter.name,
      schema: parameter.schema,
      required: Boolean(parameter.required),
    }));

const recordOf = (parts: Part[], hints: FieldHints) =>
  fc.record(
    Object.fromEntries(parts.map((part) => [part.name, generatedValue(part.schema, hints, part.name)])),
    {
      requiredKeys: parts.filter((part) => part.required).map((part) => part.name),
    },
  ) as fc.Arbitrary<Record<string, unknown>>;

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

interface BodyShape {
  kind: 'json' | 'csv' | 'none';
  mediaType: string;
  schema?: JsonSchema;
}

const bodyShapeOf = (operation: OpenApiOperation | undefined): BodyShape => {
  const content = operation?.requestBody?.content ?? {};
  if (content['application/json']) {
    return { kind: 'json', mediaType: 'application/json', schema: content['application/json'].schema };
  }
  if (content['text/csv']) return { kind: 'csv', mediaType: 'text/csv' };
  return { kind: 'none', mediaType: 'application/json' };
};

// The columns of the CSV imports (cards, eSIM profiles, usage): a file starts with some of them.
const CSV_COLUMNS = [
  'card_number',
  'iccid',
  'verify_code',
  'type',
  'channel_name',
  'sm_dp_address',
  'matching_id',
  'confirmation_code_required',
  'date',
  'region_code',
  'region_name',
  'used_kb',
];

const csvCell = fc.oneof(
  hostileString,
  fc.stringMatching(/^[0-9]{1,20}$/),
  fc.constantFrom(
    'PHYSICAL',
    'ESIM',
    'true',
    'false',
    '2026-01-01',
    'CN',
    '"quoted, cell"',
    '"',
    '=cmd|/c calc',
  ),
);

const csvText = fc
  .record({
    columns: fc.shuffledSubarray(CSV_COLUMNS, { minLength: 1 }),
    rows: fc.array(fc.array(csvCell, { maxLength: 8 }), { maxLength: 5 }),
    newline: fc.constantFrom('\n', '\r\n', '\r'),
  })
  .map(({ columns, rows, newline }) =>
    [columns.join(','), ...rows.map((row) => row.join(','))].join(newline),
  );

/** A query string from pairs, each part percent-encoded (or written raw when the mutation says so). */
const queryString = (pairs: [string, string, boolean?][]) =>
  pairs.length === 0
    ? ''
    : `?${pairs.map(([key, value, raw]) => (raw ? `${key}=${value}` : `${percentEncode(key)}=${percentEncode(value)}`)).join('&')}`;

/**
 * Requests for one route, generated from its OpenAPI operation (path, query and header parameters, JSON or CSV
 * body): valid-shaped ones, and each with one mutation — a hostile value in a path segment, a query parameter, a
 * header or a body field, a missing or extra field, a body of the wrong type, malformed JSON, a wrong content
 * type — sent by a random actor, with a random Accept-Language.
 */
export const requestsFor = (
  route: AppRoute,
  operation: OpenApiOperation | undefined,
  hints: FieldHints,
): fc.Arbitrary<FuzzRequest> => {
  const pathParts = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => {
    const documented = partsIn(operation, 'path').find((part) => part.name === match[1]);
    return { name: match[1]!, schema: documented?.schema ?? { type: 'string' }, required: true };
  });
  const queryParts = partsIn(operation, 'query');
  const headerParts = partsIn(operation, 'header');
  const body = bodyShapeOf(operation);
  const secured = (operation?.security?.length ?? 0) > 0;

  const mutations = [
    'valid',
    'query-extra',
    'query-repeated',
    'query-raw-escape',
    'accept-junk',
    body.kind === 'none' ? 'unexpected-body' : 'no-body',
    ...(route.url.includes('*') ? ['wildcard'] : []),
    ...(pathParts.length > 0 ? ['path-value'] : []),
    ...(queryParts.length > 0 ? ['query-value'] : []),
    ...(headerParts.length > 0 ? ['header-value'] : []),
    ...(body.kind === 'json'
      ? ['body-missing-field', 'body-extra-field', 'body-field-value', 'body-wrong-type', 'body-malformed']
      : []),
    ...(body.kind === 'csv' ? ['body-csv', 'body-wrong-type', 'body-malformed'] : []),
    ...(body.kind !== 'none' ? ['content-type'] : []),
  ];

  const actor: fc.Arbitrary<Actor> = secured
    ? fc.oneof(
        { arbitrary: fc.constant<Actor>('customer'), weight: 5 },
        { arbitrary: fc.constant<Actor>('member'), weight: 3 },
        { arbitrary: fc.constant<Actor>('admin'), weight: 4 },
        { arbitrary: fc.constant<Actor>('anonymous'), weight: 1 },
        { arbitrary: fc.constant<Actor>('forged'), weight: 1 },
      )
    : fc.constantFrom<Actor>('anonymous', 'anonymous', 'customer', 'admin', 'forged');

  return fc
    .record({
      actor,
      forged: forgedAuthorization,
      mutation: fc.constantFrom(...mutations),
      params: recordOf(pathParts, hints),
      query: recordOf(queryParts, hints),
      headers: recordOf(headerParts, hints),
      body: body.kind === 'json' && body.schema ? generatedValue(body.schema, hints) : fc.constant(undefined),
      csv: csvText,
      hostile: hostileValue,
      hostileSegment: hostilePathSegment,
      extraName: extraFieldName,
      pick: fc.nat(),
      malformation: fc.nat(),
      contentType: contentType(body.mediaType),
      language: acceptLanguage,
      wildcard: fc.webPath(),
    })
    .map((draw): FuzzRequest => {
      const { mutation, pick } = draw;
      const headers: Record<string, string> = {};
      if (draw.language) headers['accept-language'] = draw.language;
      for (const [name, value] of Object.entries(draw.headers)) headers[name] = asText(value);

      // path
      const pathNames = pathParts.map((part) => part.name);
      const brokenPath = mutation === 'path-value' ? pathNames[pick % pathNames.length] : undefined;
      let url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
        name === brokenPath ? draw.hostileSegment : percentEncode(asText(draw.params[name])),
      );
      if (url.includes('*'))
        url = url.replace('*', mutation === 'wildcard' ? draw.wildcard.replace(/^\//, '') : '');

      // query
      const pairs: [string, string, boolean?][] = Object.entries(draw.query).map(([key, value]) => [
        key,
        asText(value),
      ]);
      if (mutation === 'query-value') {
        const index = pick % queryParts.length;
        const name = queryParts[index]!.name;
        const at = pairs.findIndex(([key]) => key === name);
        const entry: [string, string] = [name, asText(draw.hostile)];
        if (at >= 0) pairs[at] = entry;
        else pairs.push(entry);
      }
      if (mutation === 'query-extra') pairs.push([asText(draw.extraName) || 'x', asText(draw.hostile)]);
      if (mutation === 'query-repeated') {
        const name = queryParts[pick % Math.max(1, queryParts.length)]?.name ?? 'page';
        pairs.push([name, '1'], [name, asText(draw.hostile)]);
      }
      if (mutation === 'query-raw-escape') {
        const name = queryParts[pick % Math.max(1, queryParts.length)]?.name ?? 'q';
        pairs.push([name, ['%', '%zz', '%C0%80', '%FF', '%u0041', '%%'][pick % 6]!, true]);
      }
      url += queryString(pairs);

      // headers
      if (mutation === 'header-value') {
        const name = headerParts[pick % headerParts.length]!.name;
        headers[name] = ['', ' ', 'x'.repeat(10_000), 'a b', 'short', '../..', 'é'][pick % 7]!;
      }
      if (mutation === 'accept-junk') headers['accept-language'] = 'x'.repeat(8_000);

      // body
      let payload: string | undefined;
      let type: string | undefined = body.mediaType;
      if (body.kind === 'json') {
        let value: unknown = draw.body;
        if (
          mutation === 'body-missing-field' &&
          value &&
          typeof value === 'object' &&
          !Array.isArray(value)
        ) {
          const keys = Object.keys(value);
          if (keys.length > 0) {
            const copy = { ...(value as Record<string, unknown>) };
            delete copy[keys[pick % keys.length]!];
            value = copy;
          }
        }
        if (mutation === 'body-extra-field' && value && typeof value === 'object' && !Array.isArray(value)) {
          value = withOwnProperty(value as Record<string, unknown>, draw.extraName, draw.hostile);
        }
        if (mutation === 'body-field-value' && value && typeof value === 'object' && !Array.isArray(value)) {
          const keys = Object.keys(value);
          const key = keys.length > 0 ? keys[pick % keys.length]! : 'x';
          value = { ...(value as Record<string, unknown>), [key]: draw.hostile };
        }
        if (mutation === 'body-wrong-type') value = draw.hostile;
        payload = toJsonText(value);
      } else if (body.kind === 'csv') {
        payload = mutation === 'body-wrong-type' ? toJsonText(draw.hostile) : draw.csv;
      } else if (mutation === 'unexpected-body') {
        payload = toJsonText(draw.hostile);
      }
      if (mutation === 'body-malformed') {
        payload = malformedJson(payload ?? '{}', draw.malformation);
      }
      if (mutation === 'no-body') payload = undefined;
      if (mutation === 'content-type') type = draw.contentType;
      if (payload !== undefined && type !== undefined) headers['content-type'] = type;

      return {
        actor: draw.actor,
        forgedAuthorization: draw.actor === 'forged' ? draw.forged : undefined,
        method: route.method,
        url,
        headers,
        payload,
        mutation,
      };
    });
};
