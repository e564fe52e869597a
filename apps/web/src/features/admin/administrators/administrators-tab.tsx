import { ADMIN_ROLES, type AdminRole } from '@simportal/contract/admin-roles';
import type {
  Administrator,
  Invitation,
  InviteAdministratorBody,
} from '@simportal/contract/api/administrators';
import { LOCALES } from '@simportal/contract/locales';
import { emailSchema } from '@simportal/contract/rules/email';
import { Button, Flex, Form, Input, Popconfirm, Select, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import {
  useAdministrators,
  useChangeRole,
  useInviteAdministrator,
  useRemoveAdministrator,
  useWithdrawInvitation,
} from '../api/administrators-api.ts';
import { ItemFacts } from '../shared/admin-item-list.tsx';
import { useAdminFormat, useLocale } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

const emailRule = {
  validator: async (_: unknown, value: unknown) => {
    const checked = emailSchema.safeParse(value ?? '');
    if (!checked.success)
      throw new Error(translateMessage(checked.error.issues[0]?.message ?? 'email_invalid'));
  },
};

function InviteForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const invite = useInviteAdministrator();
  const { succeeded, failed } = useOutcome();
  const [form] = Form.useForm<InviteAdministratorBody>();
  const roles = ADMIN_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }));
  const submit = (values: InviteAdministratorBody) =>
    invite.mutateAsync(values).then(
      () => {
        succeeded('admin.administrators.invited');
        form.resetFields(['email']);
      },
      (error: unknown) => failed('admin.administrators.inviteFailed', error),
    );
  return (
    <section aria-labelledby="invite-title" className="administrators-section">
      <h2 id="invite-title">{t('admin.administrators.inviteTitle')}</h2>
      <p>{t('admin.administrators.inviteText')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ role: 'support', locale }}
        className="administrators-invite"
      >
        <Form.Item name="email" label={t('admin.administrators.email')} rules={[emailRule]}>
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item name="role" label={t('admin.administrators.role')}>
          <Select options={roles} />
        </Form.Item>
        <Form.Item name="locale" label={t('admin.administrators.mailLanguage')}>
          {/* each language named in itself, as the header's switch names them */}
          <Select
            options={LOCALES.map((value) => ({ value, label: t(`language.${value}`, { lng: value }) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {t('admin.administrators.invite')}
        </Button>
      </Form>
      <ul className="administrators-roles">
        {ADMIN_ROLES.map((role) => (
          <li key={role}>
            {t('admin.common.labelled', {
              label: t(`admin.roles.${role}`),
              value: t(`admin.roles.${role}Text`),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AdministratorItem({ administrator, you }: { administrator: Administrator; you: boolean }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const change = useChangeRole();
  const remove = useRemoveAdministrator();
  const { succeeded, failed } = useOutcome();
  const name = administrator.username;
  return (
    <Flex vertical gap={4} component="li" className="admin-item">
      <div className="administrators-head">
        <strong>{name}</strong> {you && <Tag color="blue">{t('admin.administrators.you')}</Tag>}
        <Tag>{t(`admin.roles.${administrator.role}`)}</Tag>
      </div>
      <ItemFacts
        facts={[
          administrator.email,
          t(
            administrator.secondFactor ? 'admin.administrators.twoStepOn' : 'admin.administrators.twoStepOff',
          ),
          t('admin.administrators.since', { when: when(administrator.createdAt) }),
        ]}
      />
      {!you && (
        <Flex wrap gap="8px 12px" align="center" className="administrators-actions">
          <Select<AdminRole>
            aria-label={t('admin.administrators.roleOf', { name })}
            value={administrator.role}
            loading={change.isPending}
            onChange={(role) =>
              change.mutateAsync({ id: administrator.id, role }).then(
                () => succeeded('admin.administrators.roleChanged'),
                (error: unknown) => failed('admin.administrators.roleChangeFailed', error),
              )
            }
            options={ADMIN_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          />
          <Popconfirm
            icon={STATUS_ICONS.warning}
            title={t('admin.administrators.removeTitle', { name })}
            description={t('admin.administrators.removeText')}
            okText={t('admin.administrators.remove')}
            cancelText={t('admin.common.cancel')}
            onConfirm={() =>
              remove.mutateAsync(administrator.id).then(
                () => succeeded('admin.administrators.removed'),
                (error: unknown) => failed('admin.administrators.removeFailed', error),
              )
            }
          >
            <Button
              danger
              loading={remove.isPending}
              aria-label={t('admin.administrators.removeOf', { name })}
            >
              {t('admin.administrators.remove')}
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </Flex>
  );
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const withdraw = useWithdrawInvitation();
  const { succeeded, failed } = useOutcome();
  return (
    <Flex vertical gap={4} component="li" className="admin-item">
      <div className="administrators-head">
        <strong>{invitation.email}</strong> <Tag>{t(`admin.roles.${invitation.role}`)}</Tag>
      </div>
      <ItemFacts
        facts={[
          t('admin.administrators.invitedBy', { name: invitation.invitedBy }),
          t('admin.administrators.openUntil', { when: when(invitation.expiresAt) }),
        ]}
      />
      <Button
        onClick={() =>
          withdraw.mutateAsync(invitation.id).then(
            () => succeeded('admin.administrators.withdrawn'),
            (error: unknown) => failed('admin.administrators.withdrawFailed', error),
          )
        }
        loading={withdraw.isPending}
        aria-label={t('admin.administrators.withdrawOf', { email: invitation.email })}
      >
        {t('admin.administrators.withdraw')}
      </Button>
    </Flex>
  );
}

/**
 * Admin Management › Administrators (issue #34, owners only): who the administrators are and their roles, an
 * invitation by mail, the invitations still open. A role change or a removal asks for a fresh proof; the owner's
 * own entry has no actions (another owner changes it), and the portal always keeps one owner.
 */
export function AdministratorsTab() {
  const { t } = useTranslation();
  const list = useAdministrators();
  const yourId = useAuth((state) => state.userInfo?.id);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError) return <LoadFailed query={list} title={t('admin.common.loadFailed')} />;
  const { administrators, invitations } = list.data;
  return (
    <div className="administrators">
      <section aria-labelledby="administrators-title" className="administrators-section">
        <h2 id="administrators-title">{t('admin.administrators.listTitle')}</h2>
        <Flex vertical gap={8} component="ul" className="admin-items" aria-labelledby="administrators-title">
          {administrators.map((administrator) => (
            <AdministratorItem
              key={administrator.id}
              administrator={administrator}
              you={administrator.id === yourId}
            />
          ))}
        </Flex>
      </section>
      <section aria-labelledby="invitations-title" className="administrators-section">
        <h2 id="invitations-title">{t('admin.administrators.invitationsTitle')}</h2>
        {invitations.length === 0 ? (
          <p>{t('admin.administrators.noInvitations')}</p>
        ) : (
          <Flex vertical gap={8} component="ul" className="admin-items" aria-labelledby="invitations-title">
            {invitations.map((invitation) => (
              <InvitationItem key={invitation.id} invitation={invitation} />
            ))}
          </Flex>
        )}
      </section>
      <InviteForm />
    </div>
  );
}
