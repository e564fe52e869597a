import { Alert, Button, Flex, Popconfirm, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useGroupChoices, useMembers, useWithdrawInvitation } from '../api/members-api.ts';
import { InviteMemberForm, reportMemberFailure } from './invite-member-form.tsx';
import { MemberItem } from './member-item.tsx';

/**
 * Personal Center › Members (issue #71, decision 0103): the people the owner lets use some of their cards. Each
 * member signs in as themself and reaches the cards of the groups given here, buying data from the owner's
 * balance; the owner sees what each did last and removes one at once. An administrator in a customer's view
 * sees the members and changes nothing (the server refuses too).
 */
export function MembersSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const members = useMembers();
  const choices = useGroupChoices();
  const withdraw = useWithdrawInvitation();
  const groups = choices.data?.items.map(({ id, name }) => ({ id, name })) ?? [];

  let body: ReactNode;
  if (members.isPending || choices.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (members.isError) {
    body = <LoadFailed query={members} title={t('account.members.loadFailed')} compact />;
  } else {
    const { members: people, invitations } = members.data;
    body = (
      <>
        {actingAs ? (
          <Alert type="info" showIcon title={t('account.members.actingAs')} className="personal-note" />
        ) : null}
        {people.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('account.members.none')}</Typography.Paragraph>
        ) : (
          <ul className="member-list" aria-label={t('account.members.title')}>
            {people.map((member) => (
              <MemberItem key={member.id} member={member} groups={groups} canChange={!actingAs} />
            ))}
          </ul>
        )}
        {invitations.length > 0 ? (
          <>
            <Typography.Title level={3} className="member-subtitle">
              {t('account.members.invitations')}
            </Typography.Title>
            <ul className="member-list">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="member-item">
                  <Typography.Text strong>{invitation.email}</Typography.Text>
                  <Flex wrap align="center" gap={4}>
                    {invitation.groups.map((group) => (
                      <Tag key={group.id}>{group.name}</Tag>
                    ))}
                  </Flex>
                  <div className="member-meta">
                    {t('account.members.openUntil', { when: formatDateTime(invitation.expiresAt, locale) })}
                  </div>
                  {actingAs ? null : (
                    <Popconfirm
                      title={t('account.members.withdrawTitle', { email: invitation.email })}
                      okText={t('account.members.withdraw')}
                      cancelText={t('account.members.cancel')}
                      onConfirm={() => withdraw.mutate(invitation.id, { onError: reportMemberFailure })}
                    >
                      <Button size="small" className="member-buttons">
                        {t('account.members.withdraw')}
                      </Button>
                    </Popconfirm>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {actingAs ? null : groups.length === 0 ? (
          <Alert type="info" showIcon title={t('account.members.needGroups')} className="personal-note" />
        ) : (
          <>
            <Typography.Title level={3} className="member-subtitle">
              {t('account.members.inviteTitle')}
            </Typography.Title>
            <InviteMemberForm groups={groups} />
          </>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="members-title" className="personal-section">
      <Typography.Title id="members-title" level={2} className="personal-section-title">
        {t('account.members.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.members.intro')}</Typography.Paragraph>
      {body}
    </section>
  );
}
