// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PapersSection } from './papers-section.tsx';

// Personal Center › Receipts and statements (decision 0102): each paper listed with its download, fetched in the
// page's language and saved under its own name; the company details saved through the contract's schema.

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const PAPERS = {
  receipts: [
    {
      number: 'R-2026-000007',
      payOrderId: '0b0a5f7e-3c1d-4f2a-9e8b-6d5c4b3a2f10',
      reference: 'PO-7K2M9QXA',
      totalMinor: 12_625,
      currency: 'USD',
      issuedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  proFormas: [
    {
      payOrderId: '1b0a5f7e-3c1d-4f2a-9e8b-6d5c4b3a2f11',
      reference: 'PO-9QXA7K2M',
      status: 'INIT',
      totalMinor: 5_300,
      currency: 'USD',
      createdAt: '2026-11-21T08:00:00.000Z',
    },
  ],
  statementMonths: ['2026-11', '2026-10'],
};

serveApi(
  http.get('/api/papers', () => ok(PAPERS)),
  http.get('/api/papers/details', () => ok({ companyName: '', address: '', taxId: '', receiptEmail: '' })),
);

const watchSaves = () => {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:pdf',
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
};

afterEach(() => vi.restoreAllMocks());

describe('the papers section', () => {
  it('downloads a receipt in the page language under its number', async () => {
    const saved = watchSaves();
    const asked: string[] = [];
    apiServer.use(
      http.get('/api/papers/receipts/:file', ({ request, params }) => {
        asked.push(`${params.file} ${new URL(request.url).searchParams.get('lang')}`);
        return new HttpResponse(PDF, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    await renderInApp(<PapersSection actingAs={false} />, { locale: 'zh-CN' });
    const words = authZh.account.papers;
    const row = (await screen.findByText('R-2026-000007')).closest('li')!;
    expect(within(row).getByText('US$126.25')).toBeTruthy();
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: `${words.download}收据 R-2026-000007` }));
    await waitFor(() => expect(saved).toEqual(['R-2026-000007.pdf']));
    expect(asked).toEqual(['R-2026-000007.pdf zh-CN']);
    expect(screen.getByText(words.status.INIT)).toBeTruthy();
  });

  it('saves the company details the papers print', async () => {
    let body: unknown = null;
    apiServer.use(
      http.put('/api/papers/details', async ({ request }) => {
        body = await request.json();
        return ok(body);
      }),
    );
    await renderInApp(<PapersSection actingAs={false} />);
    const words = authEn.account.papers;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(words.companyName), 'Example Trading Ltd');
    await user.type(screen.getByLabelText(words.taxId), 'GB123456789');
    await user.type(screen.getByLabelText(words.receiptEmail), 'Accounts@Example.com');
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(body).toEqual({
        companyName: 'Example Trading Ltd',
        address: '',
        taxId: 'GB123456789',
        receiptEmail: 'accounts@example.com',
      }),
    );
    expect(await screen.findByText(words.saved)).toBeTruthy();
  });
});
