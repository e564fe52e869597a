import './card-status-tag.css';
import type { SimStatus } from '@simportal/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A card's use status in the spec's words (Not Active, Using, Stopped, Paused), in green, red or amber whose
 * text keeps WCAG AA contrast on its tint: the same tag on My SIMs and in Admin Management.
 */
export function CardStatusTag({ status }: { status: SimStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className={`card-status-tag card-status-${status.toLowerCase()}`}>{t(`cardStatus.${status}`)}</Tag>
  );
}
