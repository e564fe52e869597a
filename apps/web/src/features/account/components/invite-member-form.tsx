import { validateEmail } from '@simportal/contract/rules/email';
import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useInviteMember } from '../api/members-api.ts';

interface InviteValues {
  email: string;
  groupIds: number[];
}

/** A failed call that the http client has not already explained (a toast, or the login page). */
export const reportMemberFailure = (error: unknown) => {
  if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
};

/**
 * Invites a member by mail with the card groups they will reach (decision 0103): the link is mailed in the
 * owner's language; the groups are ticked from the owner's own.
 */
export function InviteMemberForm({ groups }: { groups: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteMember();
  const onFinish = (values: InviteValues) =>
    invite.mutate(
      { email: values.email.trim(), groupIds: values.groupIds },
      {
        onSuccess: (invitation) => {
          notification.success({
            title: t('account.members.invited', { email: invitation.email }),
            role: 'status',
          });
          form.resetFields();
        },
        onError: reportMemberFailure,
      },
    );
  return (
    <Form form={form} name="invite-member" layout="vertical" noValidate onFinish={onFinish}>
      <Form.Item
        name="email"
        label={t('account.members.email')}
        required
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const key = validateEmail(value ?? '');
              return key ? Promise.reject(new Error(translateMessage(key))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input type="email" autoComplete="off" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="groupIds"
        label={t('account.members.groups')}
        required
        initialValue={[]}
        rules={[
          {
            validator: (_rule, value: number[] | undefined) =>
              value && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(translateMessage('member_groups_required'))),
          },
        ]}
      >
        <Checkbox.Group options={groups.map((group) => ({ label: group.name, value: group.id }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={invite.isPending}>
        {t('account.members.invite')}
      </Button>
    </Form>
  );
}
