import type { EsimImportReport } from '@simportal/contract/api/esim';
import type { CardImportReport } from '@simportal/contract/api/sims';
import { Descriptions, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { translateMessage } from '../../../lib/i18n.ts';

export type ImportReport =
  | { kind: 'cards'; fileName: string; report: CardImportReport }
  | { kind: 'esim'; fileName: string; report: EsimImportReport };

interface Row {
  line: number;
  id: string;
  outcome: 'imported' | 'duplicate' | 'rejected';
  field: string | null;
  rule: string | null;
}

const OUTCOME_COLORS: Record<Row['outcome'], string> = {
  imported: '#237804',
  duplicate: '#ad4e00',
  rejected: '#a8071a',
};

/** The per-row report of an import: totals, then each data row's outcome with the column and rule at fault. */
export function ImportReportModal({ result, onClose }: { result: ImportReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const rows: Row[] =
    result?.kind === 'cards'
      ? result.report.rows.map((row) => ({ ...row, id: `${row.cardNumber} / ${row.iccid}` }))
      : (result?.report.rows.map((row) => ({ ...row, id: row.iccid })) ?? []);
  const report = result?.report;
  return (
    <Modal
      open={result !== null}
      title={t('admin.import.reportTitle', { file: result?.fileName ?? '' })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('admin.common.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={800}
      destroyOnHidden
    >
      {report && (
        <Descriptions
          size="small"
          column={4}
          items={[
            { key: 'total', label: t('admin.import.total'), children: report.total },
            { key: 'imported', label: t('admin.import.imported'), children: report.imported },
            { key: 'duplicates', label: t('admin.import.duplicates'), children: report.duplicates },
            { key: 'rejected', label: t('admin.import.rejected'), children: report.rejected },
          ]}
        />
      )}
      <ScrollRegion label={t('admin.import.rows')}>
        <Table<Row>
          rowKey="line"
          size="small"
          dataSource={rows}
          pagination={{ ...pageIcons, pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: t('admin.import.noRows') }}
          columns={[
            { key: 'line', title: t('admin.import.line'), dataIndex: 'line' },
            {
              key: 'id',
              title: t(result?.kind === 'esim' ? 'admin.import.iccid' : 'admin.import.card'),
              dataIndex: 'id',
            },
            {
              key: 'outcome',
              title: t('admin.import.outcome'),
              render: (_, row) => (
                <Tag variant="solid" color={OUTCOME_COLORS[row.outcome]}>
                  {t(`admin.import.outcomes.${row.outcome}`)}
                </Tag>
              ),
            },
            { key: 'field', title: t('admin.import.field'), render: (_, row) => row.field ?? '' },
            {
              key: 'rule',
              title: t('admin.import.rule'),
              render: (_, row) => (row.rule ? translateMessage(row.rule, row.rule) : ''),
            },
          ]}
        />
      </ScrollRegion>
    </Modal>
  );
}
