import type { DeleteAccountBody } from '@simportal/contract/api/user';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SupportChannels } from '../../../components/support-channels.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { resendDelaySeconds, retryAfterSeconds } from '../../../lib/countdown.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { authStore } from '../../../stores/auth-store.ts';
import { deleteAccount, sendDeletionCode, useUserInfo } from '../api/user-api.ts';

interface DeletionValues extends DeleteAccountBody {
  understood: boolean;
}

/** Which field a refusal belongs to; the others are said above the form. */
const FIELD_OF: Record<string, keyof DeletionValues> = {
  old_password_incorrect: 'password',
  code_incorrect: 'code',
  code_expired: 'code',
};

/**
 * Personal Center › Delete account (issue #34, decision 0040), as GitHub and Google place it: last, said plainly,
 * behind a second step. What deletion does and what becomes of a balance are stated first; then a code mailed to
 * the account's address, the password and "I understand" confirm it. On success every session has ended: the
 * browser forgets this one and opens the home page with the closed account's number.
 */
export function DeleteAccountSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const info = useUserInfo().data;
  const [form] = Form.useForm<DeletionValues>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const { remaining, start } = useCountdown();
  const locale = currentLocale();

  const refuse = (error: unknown, fallback: string) => {
    const key = isApiError(error) ? error.message : fallback;
    const field = FIELD_OF[key];
    if (field) form.setFields([{ name: field, errors: [translateMessage(key)] }]);
    else setFailure(translateMessage(key));
  };

  const code = useMutation({
    mutationFn: sendDeletionCode,
    onSuccess: (result) => {
      setCodeSent(true);
      start(resendDelaySeconds(result.resendAfterSeconds));
    },
    onError: (error) => {
      const wait = isApiError(error) ? retryAfterSeconds(error.data) : null;
      if (wait !== null) start(wait);
      refuse(error, 'code_send_failed');
    },
  });

  const deletion = useMutation({
    mutationFn: ({ password, code: entered }: DeletionValues) => deleteAccount({ password, code: entered }),
    onSuccess: (result) => {
      // the server ended every session, this one too: nothing of the account stays in this browser
      authStore.getState().clearAuth();
      queryClient.clear();
      notification.success({
        title: t('account.deletion.done'),
        description: t('account.deletion.doneText', { number: result.accountNumber }),
        duration: 0,
      });
      void navigate('/home');
    },
    onError: (error) => refuse(error, 'server_error'),
  });

  const balance = info && info.balance > 0 ? formatMoney(info.balance, locale, info.currency) : null;

  return (
    <section aria-labelledby="delete-account-title" className="personal-section personal-danger">
      <Typography.Title id="delete-account-title" level={2} className="personal-section-title">
        {t('account.deletion.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.deletion.intro')}</Typography.Paragraph>
      <ul className="personal-consequences">
        <li>{t('account.deletion.signIn')}</li>
        <li>{t('account.deletion.cards')}</li>
        <li>{t('account.deletion.records')}</li>
        <li>{t('account.deletion.exportFirst')}</li>
      </ul>
      {actingAs ? (
        <Alert type="info" showIcon title={t('account.deletion.actingAs')} className="personal-note" />
      ) : (
        <>
          {balance && (
            <Alert
              type="warning"
              showIcon
              className="personal-note"
              title={t('account.deletion.balance', { balance })}
              description={
                <>
                  <p>{t('account.deletion.balanceHow', { number: info?.id })}</p>
                  <SupportChannels aboutPayment={false} />
                </>
              }
            />
          )}
          {!open ? (
            <Button danger onClick={() => setOpen(true)}>
              {t('account.deletion.start')}
            </Button>
          ) : (
            <Form<DeletionValues>
              form={form}
              layout="vertical"
              className="personal-form"
              requiredMark={false}
              onValuesChange={() => setFailure(null)}
              onFinish={(values) => deletion.mutate(values)}
            >
              {failure && (
                <Alert type="error" showIcon role="alert" title={failure} className="personal-note" />
              )}
              <Form.Item label={t('account.deletion.codeStep', { email: info?.email ?? '' })}>
                <Button loading={code.isPending} disabled={remaining > 0} onClick={() => code.mutate()}>
                  {remaining > 0
                    ? t('account.deletion.resendIn', { count: remaining })
                    : codeSent
                      ? t('account.deletion.resend')
                      : t('account.deletion.sendCode')}
                </Button>
              </Form.Item>
              <Form.Item
                name="code"
                label={t('account.deletion.code')}
                rules={[{ required: true, pattern: /^\d{6}$/, message: translateMessage('code_format') }]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('account.deletion.password')}
                rules={[{ required: true, message: translateMessage('password_required') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="understood"
                valuePropName="checked"
                rules={[
                  {
                    validator: async (_rule, value) => {
                      if (!value) throw new Error(t('account.deletion.understoodRequired'));
                    },
                  },
                ]}
              >
                <Checkbox>{t('account.deletion.understood')}</Checkbox>
              </Form.Item>
              <Flex wrap gap={12}>
                <Button type="primary" danger htmlType="submit" loading={deletion.isPending}>
                  {t('account.deletion.confirm')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setFailure(null);
                    setOpen(false);
                  }}
                >
                  {t('account.deletion.cancel')}
                </Button>
              </Flex>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
