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

/**
 * A card held today by its holder's daily cap (decision 0074): slowed (amber) or stopped (red), beside its status
 * tag, which stays "in use" (the card keeps its plan and fee). The same tag on My SIMs and in the console.
 */
export function CapHoldTag({ hold }: { hold: 'slowed' | 'stopped' }) {
  const { t } = useTranslation();
  return <Tag className={`card-status-tag card-cap-${hold}`}>{t(`cardStatus.capHold.${hold}`)}</Tag>;
}
