import { describe, expect, it } from 'vitest';
import { isActingAsAnotherUser } from './acting-as.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${encode({ alg: 'HS256', typ: 'at+jwt' })}.${encode(claims)}.signature`;

describe('acting as another user', () => {
  it('is true when the token carries an administrator in its act claim', () => {
    expect(isActingAsAnotherUser(token({ sub: '7', sid: 's', act: { sub: '1' } }))).toBe(true);
  });

  it('is false for a token of the user themself', () => {
    expect(isActingAsAnotherUser(token({ sub: '7', sid: 's', name: '张三' }))).toBe(false);
  });

  it('is false for anything that is not a readable token', () => {
    for (const value of [null, undefined, '', 'opaque', 'a.%%%.c', `x.${encode('text')}.y`, 'a..c']) {
      expect(isActingAsAnotherUser(value), String(value)).toBe(false);
    }
  });
});
