import { describe, expect, it } from 'vitest';
import { pushSupportOf } from './push-support.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/140.0.0.0 Mobile Safari/537.36';

const facts = (userAgent: string, extra: Partial<Parameters<typeof pushSupportOf>[0]> = {}) => ({
  userAgent,
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
  standalone: false,
  hasPush: true,
  ...extra,
});

describe('whether this browser can get web push', () => {
  it('asks an iPhone or iPad in a Safari tab to add the app to the Home Screen, whatever it reports', () => {
    expect(pushSupportOf(facts(IPHONE, { hasPush: false }))).toBe('ios-home-screen');
    expect(pushSupportOf(facts(IPAD_AS_MAC, { platform: 'MacIntel', hasPush: false }))).toBe(
      'ios-home-screen',
    );
    expect(pushSupportOf(facts(IPHONE, { standalone: true }))).toBe('supported');
  });

  it('takes a Mac, an Android phone or a desktop for what their Push API says', () => {
    expect(pushSupportOf(facts(IPAD_AS_MAC, { platform: 'MacIntel', maxTouchPoints: 0 }))).toBe('supported');
    expect(pushSupportOf(facts(ANDROID))).toBe('supported');
    expect(pushSupportOf(facts(ANDROID, { hasPush: false }))).toBe('unsupported');
  });
});
