import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './endpoint-policy.ts';

const accepted = (endpoint: string) => {
  try {
    checkEndpoint(endpoint, false);
    return true;
  } catch {
    return false;
  }
};

describe('the push endpoint policy', () => {
  it("accepts the push services' own hosts exactly", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QOabc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(accepted(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses any other host of the same providers, user info, another port and a trailing dot (issue #67)', () => {
    for (const endpoint of [
      'https://storage.googleapis.com/attacker-bucket/x',
      'https://attacker.googleapis.com/x',
      'https://googleapis.com/x',
      'https://:pw@fcm.googleapis.com/fcm/send/abc',
      'https://user@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://api.push.apple.com/3/device/abc',
      'https://a.b.notify.windows.com/w/',
      'https://notify.windows.com/w/',
      'https://evil.push.services.mozilla.com/x',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      expect(accepted(endpoint), endpoint).toBe(false);
    }
  });
});
