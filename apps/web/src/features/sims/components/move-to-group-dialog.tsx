import type { CardGroup } from '@simportal/contract/api/card-groups';
import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveCards } from '../api/card-groups-api.ts';
import { reportFailure } from '../report-failure.ts';

/** Puts one card (its More menu) or the cards selected into a group, or out of any (decision 0075). */
export function MoveToGroupDialog({
  open,
  cardIds,
  groups,
  current,
  onClose,
  onMoved,
}: {
  open: boolean;
  cardIds: number[];
  groups: CardGroup[];
  /** The group the card(s) are in now (null: none), when they share one; otherwise none is chosen. */
  current?: number | null;
  onClose: () => void;
  onMoved?: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveCards();
  const [groupId, setGroupId] = useState<number | 0 | undefined>(
    current === undefined ? undefined : (current ?? 0),
  );
  const save = async () => {
    if (groupId === undefined) return;
    try {
      await move.mutateAsync({ groupId: groupId === 0 ? null : groupId, cardIds });
      onMoved?.();
      onClose();
    } catch (error) {
      reportFailure(error, 'server_error');
    }
  };
  return (
    <Modal
      open={open}
      title={t('sims.groups.moveTitle', { count: cardIds.length })}
      okText={t('sims.groups.save')}
      cancelText={t('sims.cancel')}
      onOk={() => void save()}
      okButtonProps={{ loading: move.isPending, disabled: groupId === undefined }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group
        className="sims-group-choices"
        aria-label={t('sims.groups.moveTitle', { count: cardIds.length })}
        value={groupId}
        onChange={(event) => setGroupId(event.target.value as number)}
        options={[
          ...groups.map((group) => ({ value: group.id, label: group.name })),
          { value: 0, label: t('sims.groups.ungrouped') },
        ]}
      />
    </Modal>
  );
}
