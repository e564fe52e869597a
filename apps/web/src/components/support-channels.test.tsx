// @vitest-environment jsdom
import type { SupportSettings } from '@simportal/contract/api/support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportQuery } from '../lib/support-query.ts';
import commonEn from '../locales/en/common.json' with { type: 'json' };
import supportEn from '../locales/en/support.json' with { type: 'json' };
import supportZh from '../locales/zh-CN/support.json' with { type: 'json' };
import { apiServer, failure, http, ok, serveApi } from '../test-support/api-server.ts';
import { supportSettings } from '../test-support/fixtures.ts';
import { renderInApp } from '../test-support/render.tsx';
import { ContactToPay, SupportChannels } from './support-channels.tsx';

// How to reach the administrators to pay: each channel a tappable action named by its kind and address, the
// pay order's reference and amount written into those that carry a message, web links in a new tab, a WeChat ID
// to copy; the office hours in the reader's language. Folded under a refusal, they are asked for once opened.

const SETTINGS: SupportSettings = supportSettings({
  channels: [
    { kind: 'email', value: 'pay@example.com' },
    { kind: 'phone', value: '+44 20 7946 0958' },
    { kind: 'whatsapp', value: '+44 7700 900123' },
    { kind: 'wechat', value: 'simportal_pay' },
    { kind: 'url', value: 'https://example.com/pay' },
  ],
  officeHours: { en: 'Mon–Fri 9:00–18:00', 'zh-CN': '周一至周五 9:00–18:00' },
  confirmWithinHours: 2,
});

let asked = 0;
serveApi(
  http.get('/api/support', () => {
    asked += 1;
    return ok(SETTINGS);
  }),
);
beforeEach(() => {
  asked = 0;
});

const ORDER = { reference: 'PO-7K3M9QXA', amount: '$20.20' };
const words = supportEn.support;
const linkOf = (kind: string, value: string) =>
  screen.getByRole('link', { name: words.openWith.replace('{{kind}}', kind).replace('{{value}}', value) });

describe('the support channels', () => {
  it("writes the order's reference and amount into the channels that carry a message", async () => {
    await renderInApp(<SupportChannels message={ORDER} />);
    const message = words.message.replace('{{amount}}', '$20.20').replace('{{reference}}', 'PO-7K3M9QXA');
    await screen.findByText(/Office hours/);
    expect(linkOf(words.kind.email, 'pay@example.com').getAttribute('href')).toBe(
      `mailto:pay@example.com?subject=${encodeURIComponent('PO-7K3M9QXA $20.20')}&body=${encodeURIComponent(message)}`,
    );
    expect(linkOf(words.kind.phone, '+44 20 7946 0958').getAttribute('href')).toBe('tel:+442079460958');
    const whatsapp = linkOf(words.kind.whatsapp, '+44 7700 900123');
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/447700900123?text=${encodeURIComponent(message)}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(linkOf(words.kind.url, 'https://example.com/pay').getAttribute('target')).toBe('_blank');
    expect(linkOf(words.kind.email, 'pay@example.com').getAttribute('target')).toBeNull();
    // WeChat has no web link to a person: its ID is there to copy
    expect(screen.queryByRole('link', { name: new RegExp(words.kind.wechat) })).toBeNull();
    const copy = commonEn.common.copyOf.replace('{{value}}', `${words.kind.wechat} simportal_pay`);
    expect(screen.getByRole('button', { name: copy })).toBeTruthy();
    expect(
      screen.getByText(words.hours.replace('{{hours}}', 'Mon–Fri 9:00–18:00'), { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText(words.confirmWithin_other.replace('{{count}}', '2'))).toBeTruthy();
  });

  it('writes the message and the office hours in Chinese', async () => {
    await renderInApp(<SupportChannels message={{ reference: 'PO-7K3M9QXA', amount: 'US$20.20' }} />, {
      locale: 'zh-CN',
    });
    const zh = supportZh.support;
    const message = zh.message.replace('{{amount}}', 'US$20.20').replace('{{reference}}', 'PO-7K3M9QXA');
    const whatsapp = await screen.findByRole('link', {
      name: zh.openWith.replace('{{kind}}', zh.kind.whatsapp).replace('{{value}}', '+44 7700 900123'),
    });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/447700900123?text=${encodeURIComponent(message)}`,
    );
    expect(
      screen.getByText(zh.hours.replace('{{hours}}', '周一至周五 9:00–18:00'), { exact: false }),
    ).toBeTruthy();
  });

  it('says nothing of how soon payments are confirmed where the reader is not paying', async () => {
    await renderInApp(<SupportChannels aboutPayment={false} />);
    expect(
      await screen.findByText(words.hours.replace('{{hours}}', 'Mon–Fri 9:00–18:00'), { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText(words.confirmWithin_other.replace('{{count}}', '2'))).toBeNull();
  });

  it('says plainly that payment is not set up when no channel is, or the settings did not come', async () => {
    apiServer.use(http.get('/api/support', () => ok(supportSettings())));
    const first = await renderInApp(<SupportChannels />);
    expect(await screen.findByText(words.notSet)).toBeTruthy();
    first.unmount();
    apiServer.use(http.get('/api/support', () => failure(500, 1, 'server_error')));
    await renderInApp(<SupportChannels />);
    expect(await screen.findByText(words.notSet)).toBeTruthy();
  });

  it('asks for the channels under a refusal only once they are opened', async () => {
    const { queryClient } = await renderInApp(<ContactToPay />);
    const summary = screen.getByText(words.contactToPay);
    // nothing asked, not even on its way
    expect(queryClient.getQueryState(supportQuery.queryKey)).toBeUndefined();
    await userEvent.click(summary);
    expect(await screen.findByText('pay@example.com')).toBeTruthy();
    await waitFor(() => expect(asked).toBe(1));
  });
});
