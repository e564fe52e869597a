import type { CardGroupAction } from '@simportal/contract/api/card-groups';
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { useCardGroups } from '../api/card-groups-api.ts';
import type { SimsGroupFilter } from '../api/sims-api.ts';
import { GroupFilter } from './group-filter.tsx';
import { GroupActionDialog, GroupActionsMenu, GroupsDialog } from './lazy-group-dialogs.ts';

/**
 * My SIMs' groups above the cards (decision 0075): the filter with the chosen group's figures, "Groups" to
 * create, rename and delete them, the chosen group's actions, and the select mode that moves several cards, stops
 * their billing or buys them an add-on.
 */
export function GroupsBar({
  value,
  onChange,
  selecting,
  onSelecting,
  manyCards,
}: {
  value: SimsGroupFilter;
  onChange: (value: SimsGroupFilter) => void;
  selecting: boolean;
  onSelecting: (on: boolean) => void;
  /** More than one card: the select mode acts on several at once even without groups (issue #67). */
  manyCards: boolean;
}) {
  const { t } = useTranslation();
  const groups = useCardGroups();
  const currency = useCatalogue().data?.currency ?? 'USD';
  const [managing, setManaging] = useState(false);
  const [action, setAction] = useState<CardGroupAction | null>(null);
  const chosen =
    typeof value === 'number' ? groups.data?.items.find((group) => group.id === value) : undefined;
  // the group shown was deleted (here or in another tab): show every card again
  const gone = typeof value === 'number' && groups.data !== undefined && !chosen;
  useEffect(() => {
    if (gone) onChange('all');
  }, [gone, onChange]);
  if (!groups.data) return null;
  return (
    <Flex vertical gap={8} className="sims-groups-bar">
      {groups.data.items.length > 0 && (
        <GroupFilter groups={groups.data} value={value} onChange={onChange} currency={currency} />
      )}
      <Flex wrap gap={8}>
        <Button
          onPointerEnter={GroupsDialog.preload}
          onFocus={GroupsDialog.preload}
          onClick={() => setManaging(true)}
        >
          {t('sims.groups.manage')}
        </Button>
        {(groups.data.items.length > 0 || manyCards) && (
          <Button aria-pressed={selecting} onClick={() => onSelecting(!selecting)}>
            {t(selecting ? 'sims.groups.selectDone' : 'sims.groups.select')}
          </Button>
        )}
        {chosen && <GroupActionsMenu groupName={chosen.name} onChoose={setAction} />}
      </Flex>
      <GroupsDialog open={managing} onClose={() => setManaging(false)} groups={groups.data.items} />
      {chosen && action && (
        <GroupActionDialog open group={chosen} action={action} onClose={() => setAction(null)} />
      )}
    </Flex>
  );
}
