import type { FieldIssue } from '@simportal/contract/errors';
import { isMessageKey } from '@simportal/contract/message-keys';
import type { FastifySchemaValidationError } from 'fastify';

type Part = FieldIssue['in'];

const PARTS: Record<string, Part> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Turns schema validation failures into the field list an error envelope carries. */
export const toFieldIssues = (
  validation: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldIssue[] =>
  validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing =
      issue.keyword === 'invalid_type' && (issue.params as { input?: unknown }).input === undefined;
    return {
      in: PARTS[context ?? 'body'] ?? 'body',
      field,
      rule: isMessageKey(issue.message) ? issue.message : missing ? 'field_required' : 'invalid_value',
    };
  });
