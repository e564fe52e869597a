import type { SimStatus } from '@simportal/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../card-terms.ts';

/** A card's use status in the spec's words (Not Active, Using, Stopped, Paused). */
export function CardStatusTag({ status }: { status: SimStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} className="sim-status-tag">
      {t(`sims.status.${status}`)}
    </Tag>
  );
}
