import { validatePassword } from '@simportal/contract/rules/password';
import { validatePasswordMatch } from '@simportal/contract/rules/password-match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { sessionsQuery } from '../api/sessions-api.ts';
import { changePassword } from '../api/user-api.ts';
import { describeChangePasswordFailure } from '../change-password-failure.ts';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
  /** "Log out of other devices": on unless unticked, as GitHub and Google offer it. */
  endOtherSessions: boolean;
}

/** An antd rule from a contract validator that answers a message key (or null). */
const keyRule =
  (check: (value: string, values: Partial<PasswordValues>) => string | null): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const key = check(typeof value === 'string' ? value : '', getFieldsValue() as Partial<PasswordValues>);
      if (key !== null) throw new Error(translateMessage(key));
    },
  });

const RULES = {
  oldPassword: [keyRule((value) => (value === '' ? 'password_required' : null))],
  password: [keyRule(validatePassword)],
  confirmPassword: [
    keyRule((value, values) =>
      value === ''
        ? 'password_required'
        : validatePasswordMatch(values.password ?? '', value, 'passwords_not_equal'),
    ),
  ],
};

/**
 * Change password (Personal Center): the current one, a new one and its confirmation, and whether to log out of
 * the other devices (ticked at first: the server then ends every other session of the user, this one stays). In
 * a customer's view (an administrator acting as the customer) the form is replaced by a notice, and the server
 * refuses anyway (no_permission).
 */
export function ChangePasswordSection({
  actingAs,
  onActingAs,
}: {
  actingAs: boolean;
  onActingAs: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      notifySuccess('password_change_success');
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    },
    onError: (error) => {
      const failure = describeChangePasswordFailure(error);
      if (failure.fields.length > 0) {
        form.setFields(failure.fields.map((f) => ({ name: f.name, errors: [translateMessage(f.key)] })));
        form.focusField(failure.fields[0]!.name);
      }
      if (failure.actingAs) onActingAs();
      if (failure.notice) notifyError(failure.notice, translateMessage('password_change_failed'));
    },
  });

  return (
    <section aria-labelledby="password-title" className="personal-section">
      <Typography.Title id="password-title" level={2} className="personal-section-title">
        {t('account.password.title')}
      </Typography.Title>
      {actingAs ? (
        <Alert type="info" showIcon title={t('account.password.actingAs')} />
      ) : (
        <Form
          form={form}
          name="changePassword"
          layout="vertical"
          className="personal-form"
          initialValues={{ endOtherSessions: true }}
          onFinish={(values) => mutation.mutate(values)}
        >
          <Form.Item name="oldPassword" label={t('account.password.old')} required rules={RULES.oldPassword}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('account.password.new')}
            required
            rules={RULES.password}
            extra={t('auth.passwordRules')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('account.password.confirm')}
            required
            dependencies={['password']}
            rules={RULES.confirmPassword}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="endOtherSessions"
            valuePropName="checked"
            extra={t('account.password.endOtherSessionsHelp')}
          >
            <Checkbox>{t('account.password.endOtherSessions')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('account.password.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
