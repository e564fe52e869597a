import { describe, expect, it } from 'vitest';
import { noticeOf, targetOf } from './push-message.ts';

describe('a push as the service worker shows it', () => {
  it("reads the server's notice, and falls back to the product name when the push says nothing", () => {
    expect(
      noticeOf({ title: 'Balance low', body: 'Top up', url: '/recharge', tag: 'balance' }, 'SIM Portal'),
    ).toEqual({
      title: 'Balance low',
      body: 'Top up',
      url: '/recharge',
      tag: 'balance',
    });
    expect(noticeOf(null, 'SIM Portal')).toEqual({ title: 'SIM Portal', body: '', url: '/', tag: '' });
    expect(noticeOf({ title: 7 }, '环球流量卡').title).toBe('环球流量卡');
  });

  it('opens only pages of this origin', () => {
    const origin = 'https://portal.example';
    expect(targetOf('/mySims/4/traffic', origin)).toBe('https://portal.example/mySims/4/traffic');
    expect(targetOf('/pay?order=a1', origin)).toBe('https://portal.example/pay?order=a1');
    for (const elsewhere of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      7,
    ]) {
      expect(targetOf(elsewhere, origin)).toBe('https://portal.example/');
    }
  });
});
