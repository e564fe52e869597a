import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardGroups } from '../api/card-groups-api.ts';
import { GroupActionDialog, MoveToGroupDialog } from './lazy-group-dialogs.ts';

/**
 * What the select mode does with the cards ticked: move them into a group, or out of any, at once; stop their
 * billing or buy an add-on for them (issue #67), priced per card in one confirmation as a group's action is.
 */
export function SelectionBar({
  cards,
  onDone,
}: {
  cards: { id: number; groupId: number | null }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const cardIds = cards.map(({ id }) => id);
  // the group every ticked card is in now, if they share one (else none is chosen): saving unchanged must not
  // take them out of it
  const shared = cards.length > 0 && cards.every(({ groupId }) => groupId === cards[0]?.groupId);
  const current = shared ? (cards[0]?.groupId ?? null) : undefined;
  const groups = useCardGroups().data?.items ?? [];
  const [moving, setMoving] = useState(false);
  const [acting, setActing] = useState<'stop_billing' | 'add_on' | null>(null);
  const none = cardIds.length === 0;
  return (
    <Flex
      wrap
      align="center"
      gap={8}
      className="sims-selection-bar"
      role="region"
      aria-label={t('sims.groups.selected', { count: cardIds.length })}
    >
      <span>{t('sims.groups.selected', { count: cardIds.length })}</span>
      {/* without a group there is nowhere to move them */}
      {groups.length > 0 && (
        <Button disabled={none} onClick={() => setMoving(true)}>
          {t('sims.groups.moveSelected')}
        </Button>
      )}
      <Button
        disabled={none}
        onPointerEnter={GroupActionDialog.preload}
        onClick={() => setActing('stop_billing')}
      >
        {t('sims.selection.stopBilling')}
      </Button>
      <Button disabled={none} onPointerEnter={GroupActionDialog.preload} onClick={() => setActing('add_on')}>
        {t('sims.selection.buyAddOn')}
      </Button>
      {acting && (
        <GroupActionDialog
          open
          cardIds={cardIds}
          action={acting}
          onClose={() => setActing(null)}
          onDone={onDone}
        />
      )}
      {moving && (
        <MoveToGroupDialog
          open
          cardIds={cardIds}
          groups={groups}
          current={current}
          onClose={() => setMoving(false)}
          onMoved={onDone}
        />
      )}
    </Flex>
  );
}
