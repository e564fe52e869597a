import { describe, expect, it } from 'vitest';
import { afterLoginPath, isLocalPath, sessionEndMessage } from './redirect.ts';

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

describe('sessionEndMessage', () => {
  it('says "Login expired" for every way a session expires, and the message of the others it knows', () => {
    for (const reason of ['refresh_token_expired', 'refresh_token_missing', 'session_ended', 'token_expired'])
      expect(sessionEndMessage(reason)).toBe('login_expired');
    expect(sessionEndMessage('network_error')).toBe('network_error');
    expect(sessionEndMessage('admin_permission_insufficient')).toBe('admin_permission_insufficient');
  });

  it('shows nothing for a reason it does not know (the address is anyone’s to write)', () => {
    expect(sessionEndMessage(null)).toBeNull();
    expect(sessionEndMessage('server_error')).toBeNull();
    expect(sessionEndMessage('constructor')).toBeNull();
    expect(sessionEndMessage('<b>hi</b>')).toBeNull();
  });
});
