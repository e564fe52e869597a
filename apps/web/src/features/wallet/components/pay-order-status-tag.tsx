import type { PayOrderStatus } from '@simportal/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Dark shades (green-8, orange-8, grey-8) under white text: antd's light status tags miss WCAG AA contrast.
const COLORS: Record<PayOrderStatus, string> = { FINISHED: '#237804', INIT: '#ad4e00', CANCELLED: '#595959' };

/**
 * Spec §4's tags: INIT is "Un-paid", FINISHED "Finished pay" (decision 0034 keeps them in the details, under the
 * order's state in plain words; issue #67 undid #56's "Paid"); CANCELLED its customer withdrew (decision 0036).
 */
export function PayOrderStatusTag({ status }: { status: PayOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag variant="solid" color={COLORS[status]}>
      {t(`wallet.status.${status}`)}
    </Tag>
  );
}
