import { CARD_GROUP_NAME_MAX_LENGTH, type CardGroup } from '@simportal/contract/api/card-groups';
import { Button, Flex, Input, Modal } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { useCreateGroup, useDeleteGroup, useRenameGroup } from '../api/card-groups-api.ts';
import { reportFailure } from '../report-failure.ts';

/** One group's line: its name, renamed in place, and its deletion after a confirmation. */
function GroupRow({ group }: { group: CardGroup }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const rename = useRenameGroup();
  const remove = useDeleteGroup();
  const [name, setName] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name === null || !name.trim()) return;
    try {
      await rename.mutateAsync({ id: group.id, name: name.trim() });
      setName(null);
    } catch (error) {
      reportFailure(error, 'server_error');
    }
  };
  const confirmDelete = () =>
    modal.confirm({
      title: t('sims.groups.deleteTitle', { name: group.name }),
      content: t('sims.groups.deleteHint', { count: group.cardCount }),
      okText: t('sims.groups.delete'),
      okButtonProps: { danger: true },
      cancelText: t('sims.cancel'),
      onOk: () => remove.mutateAsync(group.id).catch((error) => reportFailure(error, 'server_error')),
    });
  if (name !== null) {
    return (
      <Flex component="form" gap={8} onSubmit={save}>
        <Input
          autoFocus
          value={name}
          maxLength={CARD_GROUP_NAME_MAX_LENGTH}
          aria-label={t('sims.groups.name')}
          onChange={(event) => setName(event.target.value)}
        />
        <Button htmlType="submit" type="primary" loading={rename.isPending}>
          {t('sims.groups.save')}
        </Button>
        <Button onClick={() => setName(null)}>{t('sims.cancel')}</Button>
      </Flex>
    );
  }
  return (
    <Flex align="center" justify="space-between" gap={8} wrap>
      <span>{t('sims.groups.chip', { name: group.name, count: group.cardCount })}</span>
      <Flex gap={8}>
        <Button size="small" onClick={() => setName(group.name)}>
          {t('sims.groups.rename')}
        </Button>
        <Button size="small" danger onClick={confirmDelete}>
          {t('sims.groups.delete')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** "Groups" of My SIMs: create, rename and delete the customer's groups (decision 0075). */
export function GroupsDialog({
  open,
  onClose,
  groups,
}: {
  open: boolean;
  onClose: () => void;
  groups: CardGroup[];
}) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await create.mutateAsync(name.trim());
      setName('');
    } catch (error) {
      reportFailure(error, 'server_error');
    }
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('sims.groups.manage')} destroyOnHidden>
      <Flex vertical gap={12}>
        <Flex component="form" gap={8} onSubmit={add}>
          <Input
            value={name}
            maxLength={CARD_GROUP_NAME_MAX_LENGTH}
            placeholder={t('sims.groups.namePlaceholder')}
            aria-label={t('sims.groups.newName')}
            onChange={(event) => setName(event.target.value)}
          />
          <Button htmlType="submit" type="primary" loading={create.isPending}>
            {t('sims.groups.create')}
          </Button>
        </Flex>
        {groups.length === 0 ? (
          <p>{t('sims.groups.none')}</p>
        ) : (
          groups.map((group) => <GroupRow key={group.id} group={group} />)
        )}
      </Flex>
    </Modal>
  );
}
