import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Alert, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchDataExport } from '../api/data-export-api.ts';
import { useUserInfo } from '../api/user-api.ts';

/**
 * Personal Center › Your data (issue #34): everything the portal holds about the account as one archive, saved
 * by the browser. It is the customer's own: an administrator in their view is told so and offered nothing (the
 * server refuses too, decision 0039).
 */
export function DataExportSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const username = useUserInfo().data?.username;
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      const name = ['simportal-data', username, dayjs().format('YYYY-MM-DD')].filter(Boolean).join('-');
      saveFile(await fetchDataExport(), `${name}.zip`);
      notification.success({ title: t('account.dataExport.downloaded'), role: 'status' });
    } catch (error) {
      const key = (error as Error).message;
      setFailure(t(key, { ns: 'messages', defaultValue: t('account.dataExport.failed') }));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="data-export-title" className="personal-section">
      <Typography.Title id="data-export-title" level={2} className="personal-section-title">
        {t('account.dataExport.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.dataExport.intro')}</Typography.Paragraph>
      {actingAs ? (
        <Alert type="info" showIcon title={t('account.dataExport.actingAs')} className="personal-note" />
      ) : (
        <>
          {failure ? (
            <Alert type="error" showIcon role="alert" title={failure} className="personal-note" />
          ) : null}
          <Button
            icon={<DownloadOutlined aria-hidden="true" />}
            loading={downloading}
            onClick={() => void download()}
          >
            {downloading ? t('account.dataExport.preparing') : t('account.dataExport.download')}
          </Button>
        </>
      )}
    </section>
  );
}
