import type { AdminCard } from '@simportal/contract/api/admin';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../use-admin-format.ts';

/**
 * "Binding locked" beside a card's status while too many wrong verify codes were tried for it (issue #56), and
 * until when: on hover, and in text a screen reader reads. Nothing for a card that is not locked.
 */
export function BindLockTag({ card }: { card: Pick<AdminCard, 'bindLockedUntil'> }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  if (card.bindLockedUntil === null) return null;
  const until = t('admin.cards.bindLockedUntil', { until: when(card.bindLockedUntil) });
  return (
    <Tooltip title={until}>
      <Tag color="error">
        {t('admin.cards.bindLocked')}
        <span className="visually-hidden"> {until}</span>
      </Tag>
    </Tooltip>
  );
}
