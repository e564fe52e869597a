import type { Member } from '@simportal/contract/api/members';
import { formatMoney } from '@simportal/contract/money-format';
import { Button, Checkbox, Flex, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useChangeMemberGroups, useRemoveMember } from '../api/members-api.ts';
import { reportMemberFailure } from './invite-member-form.tsx';

/**
 * One member: who, the groups they reach, their last sign-in and what they did last (the audit log's entries
 * with the member as actor); the groups changed in place, and a removal after a confirmation that says their
 * sessions end at once.
 */
export function MemberItem({
  member,
  groups,
  canChange,
}: {
  member: Member;
  groups: { id: number; name: string }[];
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const currency = useCatalogue().data?.currency ?? 'USD';
  const change = useChangeMemberGroups();
  const remove = useRemoveMember();
  const [editing, setEditing] = useState<number[] | null>(null);
  const save = () => {
    if (!editing) return;
    change.mutate(
      { id: member.id, groupIds: editing },
      { onSuccess: () => setEditing(null), onError: reportMemberFailure },
    );
  };
  return (
    <li className="member-item">
      <Flex wrap align="center" gap="4px 8px">
        <Typography.Text strong>{member.username}</Typography.Text>
        <Typography.Text type="secondary">{member.email}</Typography.Text>
      </Flex>
      {editing ? (
        <Flex vertical gap={8} className="member-groups-edit">
          <Checkbox.Group
            aria-label={t('account.members.groupsOf', { name: member.username })}
            value={editing}
            onChange={(value) => setEditing(value as number[])}
            options={groups.map((group) => ({ label: group.name, value: group.id }))}
          />
          <Flex gap={8}>
            <Button
              type="primary"
              size="small"
              disabled={editing.length === 0}
              loading={change.isPending}
              onClick={save}
            >
              {t('account.members.saveGroups')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {t('account.members.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex wrap align="center" gap={4} className="member-groups">
          <span className="member-meta">{t('account.members.groupsLabel')}</span>
          {member.groups.map((group) => (
            <Tag key={group.id}>{group.name}</Tag>
          ))}
        </Flex>
      )}
      <div className="member-meta">
        {member.lastSignInAt
          ? t('account.members.lastSignIn', { when: formatDateTime(member.lastSignInAt, locale) })
          : t('account.members.neverSignedIn')}
      </div>
      <div className="member-meta">{t('account.members.recent')}</div>
      {member.recentActions.length === 0 ? (
        <div className="member-meta">{t('account.members.noActions')}</div>
      ) : (
        <ul className="member-actions">
          {member.recentActions.map((action) => (
            <li key={`${action.at}-${action.action}`} className="member-meta">
              {formatDateTime(action.at, locale)} ·{' '}
              {t(`account.members.action.${action.action}`, {
                defaultValue: t('account.members.action.other'),
                card: action.cardNumber ?? '',
                amount: action.amountMinor === null ? '' : formatMoney(action.amountMinor, locale, currency),
              })}
            </li>
          ))}
        </ul>
      )}
      {canChange && !editing ? (
        <Flex wrap gap={8} className="member-buttons">
          <Button size="small" onClick={() => setEditing(member.groups.map((group) => group.id))}>
            {t('account.members.changeGroups')}
          </Button>
          <Popconfirm
            title={t('account.members.removeTitle', { name: member.username })}
            description={t('account.members.removeText')}
            okText={t('account.members.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('account.members.cancel')}
            onConfirm={() => remove.mutate(member.id, { onError: reportMemberFailure })}
          >
            <Button size="small" danger loading={remove.isPending}>
              {t('account.members.remove')}
            </Button>
          </Popconfirm>
        </Flex>
      ) : null}
    </li>
  );
}
