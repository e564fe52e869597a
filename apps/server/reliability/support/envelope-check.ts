import { ERRORS, isErrorKey } from '@simportal/contract/errors';
import { isMessageKey } from '@simportal/contract/message-keys';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import type { LightMyRequestResponse } from 'fastify';

const hasTexts = (key: string) =>
  Object.hasOwn(messagesEn, key) &&
  Object.hasOwn(messagesZhCn, key) &&
  messagesEn[key as keyof typeof messagesEn].trim() !== '' &&
  messagesZhCn[key as keyof typeof messagesZhCn].trim() !== '';

const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * What is wrong with an error answer, or [] when it is a proper envelope: JSON `{ code, message, data }` and no
 * other field, `message` a key of the contract's ERRORS catalogue with texts in both languages, `code` and the
 * HTTP status those of that key, and each validation issue's `rule` a message key with texts too. The server
 * never translates: the client shows the text of the key in the user's language (decision 0003), so the key
 * must be the same whatever Accept-Language asked for.
 */
export const errorEnvelopeProblems = (res: LightMyRequestResponse): string[] => {
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`content-type ${type || '(none)'}`);
  const body = parseJson(res.body) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [...problems, `body is not a JSON object: ${res.body.slice(0, 200)}`];
  }
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,data,message') problems.push(`envelope fields ${keys}`);
  const { code, message } = body;
  if (!isErrorKey(message)) return [...problems, `message ${JSON.stringify(message)} is not an ERRORS key`];
  if (!hasTexts(message)) problems.push(`message ${message} lacks an en or zh-CN text`);
  if (code !== ERRORS[message].code)
    problems.push(`code ${code} is not ${message}'s ${ERRORS[message].code}`);
  if (res.statusCode !== ERRORS[message].status)
    problems.push(`status ${res.statusCode} is not ${message}'s ${ERRORS[message].status}`);
  const issues = (body.data as { issues?: unknown } | null)?.issues;
  if (issues !== undefined) {
    if (!Array.isArray(issues)) problems.push('data.issues is not a list');
    else {
      for (const issue of issues as { in?: unknown; field?: unknown; rule?: unknown }[]) {
        if (!['body', 'query', 'params', 'headers'].includes(String(issue.in))) {
          problems.push(`issue in ${JSON.stringify(issue.in)}`);
        }
        if (typeof issue.field !== 'string') problems.push(`issue field ${JSON.stringify(issue.field)}`);
        if (!isMessageKey(issue.rule) || !hasTexts(issue.rule)) {
          problems.push(`issue rule ${JSON.stringify(issue.rule)} is not a message key with texts`);
        }
      }
    }
  }
  return problems;
};
