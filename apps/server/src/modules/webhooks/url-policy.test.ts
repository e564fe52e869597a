import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, embeddedIpv4, isBlockedAddress } from './url-policy.ts';

const refused = (url: string) => {
  try {
    checkWebhookUrl(url, false);
    return false;
  } catch {
    return true;
  }
};

describe('the webhook URL policy', () => {
  it('refuses every IPv6 form that carries a loopback or private IPv4 address (issue #67)', () => {
    for (const url of [
      'https://[::127.0.0.1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[::ffff:0:a00:1]/',
      'https://[2002:7f00:1::]/',
      'https://[2002:c0a8:101::1]/',
      'https://[2002:a9fe:a9fe::]/',
      'https://[64:ff9b::10.0.0.1]/',
      'https://[64:ff9b::8.8.8.8]/',
      'https://[64:ff9b:1::a00:1]/',
      'https://[64:ff9b:1:ffff::1]/',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      'https://[2a00:1450::5efe:127.0.0.1]/',
      'https://[2a00:1450::200:5efe:10.1.2.3]/',
      'https://[::]/',
      'https://[::1]/',
      'https://[fec0::1]/',
    ]) {
      expect(refused(url), url).toBe(true);
    }
  });

  it('refuses names written with the trailing dot, and names only a local network resolves', () => {
    for (const url of [
      'https://localhost./',
      'https://metadata.google.internal./computeMetadata/v1/',
      'https://example.com./hook',
      'https://metadata.google.internal/',
      'https://router.lan/',
      'https://intranet/',
      'https://nas.localdomain/',
    ]) {
      expect(refused(url), url).toBe(true);
    }
  });

  it('accepts public addresses and names, an IPv6 one carrying a public IPv4 one too', () => {
    for (const url of [
      'https://hooks.example.com/in',
      'https://8.8.8.8/hook',
      'https://[2606:4700:4700::1111]/hook',
      'https://[2002:808:808::1]/hook',
      'https://[::ffff:8.8.8.8]/hook',
    ]) {
      expect(refused(url), url).toBe(false);
    }
  });

  it('finds the IPv4 address each form carries', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:0:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('2002:7f00:1::')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b::c0a8:101')).toBe('192.168.1.1');
    expect(embeddedIpv4('fe80::5efe:a00:1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2606:4700:4700::1111')).toBeNull();
    // the connecting side's check: a resolver's answer in any of these forms is refused the same way
    expect(isBlockedAddress('::ffff:0:127.0.0.1')).toBe(true);
    expect(isBlockedAddress('fe80::1%eth0')).toBe(true);
    expect(isBlockedAddress('93.184.216.34')).toBe(false);
  });
});
