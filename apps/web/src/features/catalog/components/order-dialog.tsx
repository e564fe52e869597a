import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * What a logged-in customer sees on "Order" until ordering is built (billing issue): an honest statement that
 * nothing was ordered or charged, and the way to My SIMs where the card will be chosen.
 */
export function OrderDialog({ name, open, onClose }: { name: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={t('shop.order.dialogTitle', { name })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('shop.order.close')}
        </Button>,
        <Button key="sims" type="primary" onClick={() => void navigate('/mySims')}>
          {t('shop.order.goToMySims')}
        </Button>,
      ]}
    >
      <p>{t('shop.order.notYet')}</p>
      <p>{t('shop.order.meanwhile')}</p>
    </Modal>
  );
}
