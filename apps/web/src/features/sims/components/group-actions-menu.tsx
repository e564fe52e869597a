import { CARD_GROUP_ACTIONS, type CardGroupAction } from '@simportal/contract/api/card-groups';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** A group's actions (stop billing, resume, an add-on, a plan), each opening the one confirmation. */
export function GroupActionsMenu({
  groupName,
  onChoose,
}: {
  groupName: string;
  onChoose: (action: CardGroupAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: CARD_GROUP_ACTIONS.map((action) => ({
          key: action,
          label: t(`sims.groups.action.${action}`),
        })),
        onClick: ({ key }) => onChoose(key as CardGroupAction),
      }}
    >
      <Button aria-label={t('sims.groups.actionsFor', { name: groupName })}>
        {t('sims.groups.actions')}
      </Button>
    </Dropdown>
  );
}
