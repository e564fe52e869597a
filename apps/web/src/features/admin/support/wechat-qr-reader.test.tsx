// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import supportEn from '../../../locales/en/support.json' with { type: 'json' };
import supportZh from '../../../locales/zh-CN/support.json' with { type: 'json' };
import { renderInApp } from '../../../test-support/render.tsx';
import { WechatQrReader } from './wechat-qr-reader.tsx';

// "Read from picture" beside a WeChat QR code channel: the picture given is read in the browser and only the link
// it holds is handed on; a picture without a code (or one that cannot be read) hands on null; busy while reading.
// The reading itself (jsQR on a canvas, which jsdom has not) is the journey's (e2e/support-channels.spec.ts).

const reader = vi.hoisted(() => ({
  read: (_file: Blob): Promise<string | null> => Promise.resolve(null),
  files: [] as string[],
}));
vi.mock('../../../lib/read-qr-image.ts', () => ({
  readQrImage: (file: File) => {
    reader.files.push(file.name);
    return reader.read(file);
  },
}));
beforeEach(() => {
  reader.files = [];
});

const givePicture = (container: HTMLElement, name: string) =>
  fireEvent.change(container.querySelector<HTMLInputElement>('input[type=file]')!, {
    target: { files: [new File(['png'], name, { type: 'image/png' })] },
  });

describe('reading a WeChat QR code from a picture', () => {
  it('hands on the link the picture holds, busy while it reads', async () => {
    let done: (text: string) => void = () => {};
    reader.read = () => new Promise((resolve) => (done = resolve));
    const onRead = vi.fn();
    const { container } = await renderInApp(<WechatQrReader onRead={onRead} />);
    const button = screen.getByRole('button', { name: supportEn.support.admin.readQr });
    givePicture(container, 'wechat.png');
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    expect(reader.files).toEqual(['wechat.png']);
    done('https://u.wechat.com/EPkbN1UrQ3ZK');
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('https://u.wechat.com/EPkbN1UrQ3ZK'));
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });

  it('hands on null for a picture that cannot be read, in Chinese', async () => {
    reader.read = () => Promise.reject(new Error('not a picture'));
    const onRead = vi.fn();
    const { container } = await renderInApp(<WechatQrReader onRead={onRead} />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: supportZh.support.admin.readQr })).toBeTruthy();
    givePicture(container, 'notes.txt');
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(null));
  });
});
