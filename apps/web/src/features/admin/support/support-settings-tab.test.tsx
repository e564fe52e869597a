// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import supportZh from '../../../locales/zh-CN/support.json' with { type: 'json' };
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { supportSettings } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { SupportSettingsTab } from './support-settings-tab.tsx';

// Admin Management › Support (issue #32): a WeChat QR code channel is read from the picture WeChat saves. The
// picture's reading (jsQR on a canvas, which jsdom has not) is the journey's (e2e/support-channels.spec.ts); here,
// what the form does with what it read, in Chinese.

const read = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('../../../lib/read-qr-image.ts', () => ({ readQrImage: async () => read.text }));

const words = supportZh.support;
serveApi(http.get('/api/support', () => ok(supportSettings())));

/** A new channel of kind WeChat QR code, and the picture given to it. */
const giveQrPicture = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: words.admin.add }));
  await user.click(screen.getByLabelText(words.admin.kind.replace('{{n}}', '1')));
  await user.click(await screen.findByTitle(words.kind.wechat_qr));
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'qr.png', { type: 'image/png' })] } });
};

describe('a WeChat QR code channel in the support settings', () => {
  beforeEach(() => {
    read.text = null;
  });

  it('fills in the link the picture holds and previews the code customers will see', async () => {
    read.text = 'https://u.wechat.com/EPkbN1UrQ3ZK';
    await renderInApp(<SupportSettingsTab />, { locale: 'zh-CN' });
    await giveQrPicture();
    const field = screen.getByLabelText(words.admin.value.replace('{{n}}', '1'));
    await waitFor(() => expect(field).toHaveProperty('value', read.text));
    const preview = screen.getByRole('region', { name: words.admin.preview });
    expect(await within(preview).findByRole('img', { name: words.wechatQrAlt })).toBeTruthy();
    expect(within(preview).getByRole('link', { name: words.saveQr })).toBeTruthy();
  });

  it('says when the picture holds no QR code, or one that is not WeChat’s', async () => {
    await renderInApp(<SupportSettingsTab />, { locale: 'zh-CN' });
    await giveQrPicture();
    expect(await screen.findByText(words.admin.readQrNone)).toBeTruthy();
    read.text = 'https://example.com/not-wechat';
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['y'], 'other.png', { type: 'image/png' })] } });
    expect(await screen.findByText(words.admin.readQrNotWechat)).toBeTruthy();
  });
});
