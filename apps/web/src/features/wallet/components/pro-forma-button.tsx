import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import type { PayOrder } from '@simportal/contract/api/wallet';
import { localeOrDefault } from '@simportal/contract/locales';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchProForma } from '../api/pro-forma.ts';

/**
 * The pay order's pro-forma invoice as a PDF in the page's language (decision 0102): what a company's accounts
 * department asks for before it pays. It says "not a receipt"; the receipt comes with the confirmation.
 */
export function ProFormaButton({ order }: { order: Pick<PayOrder, 'id' | 'reference'> }) {
  const { t, i18n } = useTranslation();
  const { notification } = useFeedback();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile(
        await fetchProForma(order.id, localeOrDefault(i18n.language)),
        `pro-forma-${order.reference}.pdf`,
      );
    } catch (error) {
      notification.error({ title: translateMessage((error as Error).message), role: 'alert' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} loading={loading} onClick={() => void download()}>
      {t('wallet.pay.proForma')}
    </Button>
  );
}
