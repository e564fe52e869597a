import { errorEnvelopeSchema } from '@simportal/contract/envelope';

/** Response schemas of a route's error statuses, so OpenAPI lists them: `response: { 200: …, ...errorResponses(400, 401) }`. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
