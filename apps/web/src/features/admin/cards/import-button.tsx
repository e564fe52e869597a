import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImportCards, useImportEsimProfiles } from '../api/cards-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useOutcome } from '../use-outcome.ts';
import type { ImportReport } from './import-report-modal.tsx';

/**
 * Picks a CSV file and posts it as it is (Content-Type: text/csv); the server answers a report of every row,
 * handed to `onReport`. `kind`: the SIM card inventory or eSIM profiles.
 */
export function ImportButton({
  kind,
  onReport,
}: {
  kind: 'cards' | 'esim';
  onReport: (report: ImportReport) => void;
}) {
  const { t } = useTranslation();
  const cards = useImportCards();
  const esim = useImportEsimProfiles();
  const pending = kind === 'cards' ? cards.isPending : esim.isPending;
  const { failed } = useOutcome();
  // the inventory is the shop's: an owner imports it (issue #34)
  const mayImport = useAdminMay('manage');

  const upload = async (file: File) => {
    const csv = await file.text();
    try {
      onReport(
        kind === 'cards'
          ? { kind, fileName: file.name, report: await cards.mutateAsync(csv) }
          : { kind, fileName: file.name, report: await esim.mutateAsync(csv) },
      );
    } catch (error) {
      failed('admin.import.failed', error);
    }
  };

  if (!mayImport) return null;
  return (
    <Upload
      accept=".csv,text/csv"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        // the file is read here and posted as text: antd's own multipart upload is not used
        return false;
      }}
    >
      <Button loading={pending}>{t(kind === 'cards' ? 'admin.import.cards' : 'admin.import.esim')}</Button>
    </Upload>
  );
}
