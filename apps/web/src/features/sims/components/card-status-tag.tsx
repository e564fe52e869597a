import type { SimStatus } from '@simportal/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A card's use status in the spec's words (Not Active, Using, Stopped, Paused), in green, red or amber whose
 * text keeps WCAG AA contrast on its tint (sims.css; antd's preset colours reach 3.4:1).
 */
export function CardStatusTag({ status }: { status: SimStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className={`sim-status-tag sim-status-${status.toLowerCase()}`}>{t(`sims.status.${status}`)}</Tag>
  );
}
