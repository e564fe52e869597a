// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, failure, http, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { DataExportSection } from './data-export-section.tsx';

// Personal Center › Your data: the archive fetched with the token and handed to the browser to save, a
// loading state while it is made, the server's refusal shown, nothing offered in an administrator's view.

serveApi();

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

/** What the section handed to the browser's save mechanism (saveFile's object URL and link). */
const watchSaves = () => {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | null = null;
  const remember = (blob: Blob) => {
    last = blob;
    return 'blob:archive';
  };
  // jsdom has no object URLs
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: remember });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: last!, name: this.download });
  });
  return saved;
};

afterEach(() => vi.restoreAllMocks());

describe('the data export section', () => {
  it('downloads the archive with a loading state, then says so', async () => {
    const saved = watchSaves();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    apiServer.use(
      http.get('/api/user/data-export', async () => {
        await held;
        return new HttpResponse(ZIP, { headers: { 'content-type': 'application/zip' } });
      }),
    );
    await renderInApp(<DataExportSection actingAs={false} />);
    const words = authEn.account.dataExport;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.download }));
    const busy = (await screen.findByText(words.preparing)).closest('button')!;
    expect(busy.className).toContain('ant-btn-loading');
    release();
    expect(await screen.findByText(words.downloaded)).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^simportal-data-.*\d{4}-\d{2}-\d{2}\.zip$/);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(ZIP);
  });

  it("shows the server's refusal in Chinese and saves nothing", async () => {
    const saved = watchSaves();
    apiServer.use(http.get('/api/user/data-export', () => failure(500, 50000, 'server_error')));
    await renderInApp(<DataExportSection actingAs={false} />, { locale: 'zh-CN' });
    const zh = authZh.account.dataExport;
    await userEvent.setup().click(screen.getByRole('button', { name: zh.download }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).not.toBe(''));
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect(screen.getByRole('button', { name: zh.download })).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("offers no download in an administrator's view of the account", async () => {
    const asked = vi.fn();
    apiServer.use(http.get('/api/user/data-export', asked));
    await renderInApp(<DataExportSection actingAs />);
    expect(screen.getByText(authEn.account.dataExport.actingAs)).toBeTruthy();
    expect(screen.queryByRole('button', { name: authEn.account.dataExport.download })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
