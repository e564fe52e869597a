import { describe, expect, it } from 'vitest';
import { coarseNetwork, sessionClientOf } from './session-client.ts';

describe('coarseNetwork', () => {
  it('keeps an IPv4 address to its /24 and an IPv6 address to its /48', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(coarseNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(coarseNetwork('2001:DB8::1')).toBe('2001:db8:0::/48');
    expect(coarseNetwork('2001:db8:a::7%eth0')).toBe('2001:db8:a::/48');
    expect(coarseNetwork('::1')).toBe('0:0:0::/48');
    expect(coarseNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0::/48');
  });

  it('answers null for anything that is not an address', () => {
    expect(coarseNetwork('')).toBeNull();
    expect(coarseNetwork('localhost')).toBeNull();
    expect(coarseNetwork('300.1.1.1')).toBeNull();
  });
});

describe('sessionClientOf', () => {
  it('names the browser with its major version, the system and the kind of device', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.7258.62 ' +
      'Mobile Safari/537.36';
    expect(sessionClientOf(android, '10.1.2.3')).toEqual({
      browser: 'Chrome 139',
      os: 'Android',
      device: 'mobile',
      network: '10.1.2.0/24',
    });
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0';
    expect(sessionClientOf(mac, '10.1.2.3')).toMatchObject({
      browser: 'Firefox 132',
      os: 'macOS',
      device: 'desktop',
    });
  });

  it('leaves out what the request does not say, and a robot is no kind of device', () => {
    expect(sessionClientOf(undefined, 'x')).toEqual({ browser: null, os: null, device: null, network: null });
    expect(sessionClientOf('   ', '10.0.0.1').browser).toBeNull();
    const bot = sessionClientOf(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      '',
    );
    expect(bot.device).toBeNull();
  });

  it('keeps names short whatever the header holds', () => {
    const client = sessionClientOf(`${'x'.repeat(20_000)}/1.0`, '10.0.0.1');
    expect((client.browser ?? '').length).toBeLessThanOrEqual(46);
  });
});
