import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchCardsCsv } from '../api/cards-api.ts';
import type { CardFilter } from './card-filters.tsx';

/** Downloads every card the filter shows as CSV (the server streams it, however many). */
export function CardExportButton({ filter }: { filter: CardFilter }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await fetchCardsCsv(filter), 'cards.csv');
    } catch (error) {
      notification.error({
        title: t('admin.cards.exportFailed'),
        description: translateMessage(error instanceof Error ? error.message : 'server_error'),
        role: 'alert',
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button onClick={() => void exportCsv()} loading={exporting}>
      {t('admin.cards.exportCsv')}
    </Button>
  );
}
