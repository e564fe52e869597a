// @vitest-environment jsdom
import { ERRORS } from '@simportal/contract/errors';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { authStore } from '../../../stores/auth-store.ts';
import { apiServer, failure, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardImportReport, signIn } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { ImportButton } from './import-button.tsx';
import type { ImportReport } from './import-report-modal.tsx';

// An owner's CSV import: the file chosen is posted as it is (text/csv, no multipart) to the inventory it names,
// and the server's report of every row handed on; a refusal is said with its reason; other roles import nothing.

serveApi();
afterEach(() => authStore.getState().clearAuth());

const CSV = 'card_number,iccid,verify_code\n1000000008,89860000000000000085,1234\n';

/** What the import at `path` received. */
const serveImport = (path: string, answer: () => Response) => {
  const posted: { type: string | null; body: string }[] = [];
  apiServer.use(
    http.post(path, async ({ request }) => {
      posted.push({ type: request.headers.get('Content-Type'), body: await request.text() });
      return answer();
    }),
  );
  return posted;
};

const chooseFile = (container: HTMLElement, name: string, text: string) =>
  userEvent.upload(
    container.querySelector<HTMLInputElement>('input[type=file]')!,
    new File([text], name, { type: 'text/csv' }),
  );

describe('importing a CSV', () => {
  it('posts the cards file as text and hands on its report', async () => {
    signIn(0, { adminRole: 'owner' });
    const report = cardImportReport();
    const posted = serveImport('/api/admin/cards/import', () => ok(report));
    const onReport = vi.fn<(report: ImportReport) => void>();
    const { container } = await renderInApp(<ImportButton kind="cards" onReport={onReport} />);
    expect(screen.getByRole('button', { name: adminEn.admin.import.cards })).toBeTruthy();
    await chooseFile(container, 'cards.csv', CSV);
    await waitFor(() =>
      expect(onReport).toHaveBeenCalledWith({ kind: 'cards', fileName: 'cards.csv', report }),
    );
    expect(posted).toEqual([{ type: 'text/csv', body: CSV }]);
  });

  it('posts an eSIM file to the profiles, and says a refusal and its reason in Chinese', async () => {
    signIn(0, { adminRole: 'owner' });
    const posted = serveImport('/api/admin/esim/profiles/import', () =>
      failure(413, ERRORS.payload_too_large.code, 'payload_too_large'),
    );
    const onReport = vi.fn();
    const { container } = await renderInApp(<ImportButton kind="esim" onReport={onReport} />, {
      locale: 'zh-CN',
    });
    expect(screen.getByRole('button', { name: adminZh.admin.import.esim })).toBeTruthy();
    await chooseFile(container, 'esim.csv', 'iccid\n');
    expect(await screen.findByText(adminZh.admin.import.failed)).toBeTruthy();
    expect(screen.getByText(messagesZhCn.payload_too_large)).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(onReport).not.toHaveBeenCalled();
  });

  it('is not offered to support staff', async () => {
    signIn(0, { adminRole: 'support' });
    const { container } = await renderInApp(<ImportButton kind="cards" onReport={() => {}} />);
    expect(container.querySelector('input[type=file]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
