// @vitest-environment jsdom
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import adminEn from '../../../locales/en/admin.json' with { type: 'json' };
import adminZh from '../../../locales/zh-CN/admin.json' with { type: 'json' };
import { cardImportReport } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { type ImportReport, ImportReportModal } from './import-report-modal.tsx';

// The report of a CSV import: its totals, then each data row's outcome with the column and the rule at fault,
// the rule in the reader's language; Close closes it.

const CARDS: ImportReport = { kind: 'cards', fileName: 'cards.csv', report: cardImportReport() };

const rowOf = (line: string) =>
  within(screen.getAllByRole('row').find((row) => row.firstElementChild?.textContent === line)!);

describe('the import report', () => {
  it("says each row's outcome and the rule at fault in Chinese, and closes", async () => {
    const onClose = vi.fn();
    await renderInApp(<ImportReportModal result={CARDS} onClose={onClose} />, { locale: 'zh-CN' });
    const words = adminZh.admin.import;
    const dialog = await screen.findByRole('dialog', {
      name: words.reportTitle.replace('{{file}}', 'cards.csv'),
    });
    expect(rowOf('2').getByText(words.outcomes.imported)).toBeTruthy();
    expect(rowOf('3').getByText('1000000009 / 8986')).toBeTruthy();
    expect(rowOf('3').getByText(words.outcomes.rejected)).toBeTruthy();
    expect(rowOf('3').getByText('iccid')).toBeTruthy();
    expect(rowOf('3').getByText(messagesZhCn.iccid_invalid)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: adminZh.admin.common.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names an eSIM profile by its ICCID, and says a file without data rows', async () => {
    const words = adminEn.admin.import;
    const { rerender } = await renderInApp(
      <ImportReportModal
        result={{
          kind: 'esim',
          fileName: 'esim.csv',
          report: {
            total: 1,
            imported: 0,
            duplicates: 1,
            rejected: 0,
            rows: [
              { line: 2, iccid: '89860000000000000411', outcome: 'duplicate', field: 'iccid', rule: null },
            ],
            stock: { available: 40, assigned: 3, threshold: 10, low: false, lowSince: null },
          },
        }}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: words.iccid })).toBeTruthy();
    expect(rowOf('2').getByText('89860000000000000411')).toBeTruthy();
    expect(rowOf('2').getByText(words.outcomes.duplicate)).toBeTruthy();
    rerender(
      <ImportReportModal
        result={{ ...CARDS, report: { total: 0, imported: 0, duplicates: 0, rejected: 0, rows: [] } }}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText(words.noRows)).toBeTruthy();
  });
});
