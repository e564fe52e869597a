import { describe, expect, it } from 'vitest';
import { afterLoginPath, isLocalPath } from './redirect.ts';

describe('redirect after login', () => {
  it('follows a local path with its query and hash', () => {
    expect(afterLoginPath('/mySims', 0)).toBe('/mySims');
    expect(afterLoginPath('/mySims?tab=esim#top', 0)).toBe('/mySims?tab=esim#top');
    expect(afterLoginPath('/consumptionRecord', 1)).toBe('/consumptionRecord');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'mySims',
    '',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /mySims',
    '/my Sims',
  ])('refuses %j', (redirect) => {
    expect(isLocalPath(redirect)).toBe(false);
    expect(afterLoginPath(redirect, 0)).toBe('/home');
  });

  it('goes home without a redirect: /home for customers, /adminMode for administrators', () => {
    expect(afterLoginPath(null, 0)).toBe('/home');
    expect(afterLoginPath(undefined, undefined)).toBe('/home');
    expect(afterLoginPath(null, 1)).toBe('/adminMode');
    expect(afterLoginPath('//evil.example', 1)).toBe('/adminMode');
  });

  it('never sends the user back to the login page', () => {
    expect(afterLoginPath('/login', 0)).toBe('/home');
    expect(afterLoginPath('/login?redirect=%2FmySims', 0)).toBe('/home');
    expect(afterLoginPath('/loginHelp', 0)).toBe('/loginHelp');
  });
});
