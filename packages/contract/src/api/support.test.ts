import { describe, expect, it } from 'vitest';
import { supportChannelHref } from '../support-channels.ts';
import { type SupportChannel, supportChannelSchema } from './support.ts';

// The payment contact channels (issue #32, decision 0034): what each kind takes, and what it opens.

const accepts = (kind: string, value: string) => supportChannelSchema.safeParse({ kind, value }).success;

describe('a WeChat QR code channel', () => {
  it('takes the links WeChat puts in its QR codes: a contact, a group, an official account, WeCom', () => {
    expect(accepts('wechat_qr', 'https://u.wechat.com/EPkbN1UrQ3ZKsZyQrV5Ul5A')).toBe(true);
    expect(accepts('wechat_qr', 'https://weixin.qq.com/g/AwYAAHiVdyQ')).toBe(true);
    expect(accepts('wechat_qr', 'http://weixin.qq.com/r/mp/8hwFDYzEhVvLrXbC90gA')).toBe(true);
    expect(accepts('wechat_qr', 'https://work.weixin.qq.com/u/vc2e8f4a1b?v=4.1.6')).toBe(true);
  });

  it('refuses any other host, an address made to look like one, and markup', () => {
    expect(accepts('wechat_qr', 'https://example.com/u.wechat.com')).toBe(false);
    expect(accepts('wechat_qr', 'https://u.wechat.com.evil.example/abc')).toBe(false);
    expect(accepts('wechat_qr', 'https://u.wechat.com@evil.example/abc')).toBe(false);
    expect(accepts('wechat_qr', 'https://u.wechat.com/"><script>')).toBe(false);
    expect(accepts('wechat_qr', 'javascript:alert(1)')).toBe(false);
    expect(accepts('wechat_qr', 'https://u.wechat.com/')).toBe(false);
  });

  it('opens nothing: it is shown as a QR code to scan in WeChat', () => {
    const channel: SupportChannel = { kind: 'wechat_qr', value: 'https://u.wechat.com/EPkbN1UrQ3ZK' };
    expect(supportChannelHref(channel, { reference: 'PO-1', amount: 'US$1.00', text: 'hi' })).toBeNull();
  });
});
