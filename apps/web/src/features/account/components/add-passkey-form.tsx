import { PASSKEY_NAME_MAX } from '@simportal/contract/api/second-factor';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDay } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { describeAddPasskeyFailure } from '../add-passkey-failure.ts';
import { type NewPasskey, useAddPasskey } from '../api/passkeys-api.ts';

/**
 * Adds a passkey: an optional name and the current password (a session left open on a shared computer must not
 * add a way in that outlives it), then the browser's own prompt (fingerprint, face, screen lock). Folded behind
 * one button until wanted, since most visits to the Personal Center are for something else.
 */
/** Today in the browser's time zone, as YYYY-MM-DD. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export function AddPasskeyForm({ disabled, onActingAs }: { disabled: boolean; onActingAs: () => void }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const [form] = Form.useForm<NewPasskey>();
  const [open, setOpen] = useState(false);
  // the browser's prompt was closed: not an error, a hint beside the button to try again
  const [declined, setDeclined] = useState<'closed' | 'alreadyOnDevice' | null>(null);
  const add = useAddPasskey();

  const onFinish = ({ name, password }: NewPasskey) => {
    setDeclined(null);
    add.mutate(
      // left empty, named with today's date in the reader's language (the server's own default is English)
      {
        name: (name ?? '').trim() || t('passkeys.defaultName', { day: formatDay(today(), currentLocale()) }),
        password,
      },
      {
        onSuccess: (passkey) => {
          notification.success({ title: t('passkeys.addedDone', { name: passkey.name }), role: 'status' });
          form.resetFields();
          setOpen(false);
        },
        onError: (error) => {
          const failure = describeAddPasskeyFailure(error);
          setDeclined(
            failure.alreadyOnDevice ? 'alreadyOnDevice' : failure.browserDeclined ? 'closed' : null,
          );
          if (failure.fields.length > 0) {
            form.setFields(failure.fields.map((f) => ({ name: f.name, errors: [translateMessage(f.key)] })));
            form.focusField(failure.fields[0]!.name);
          }
          if (failure.actingAs) onActingAs();
          if (failure.notice) notifyError(failure.notice, translateMessage('passkey_not_added'));
        },
      },
    );
  };

  if (!open)
    return (
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        {t('passkeys.add')}
      </Button>
    );
  return (
    <Form
      form={form}
      name="addPasskey"
      layout="vertical"
      className="personal-form"
      requiredMark={false}
      disabled={disabled}
      onFinish={onFinish}
    >
      <Form.Item name="name" label={t('passkeys.name')} extra={t('passkeys.nameHelp')}>
        <Input maxLength={PASSKEY_NAME_MAX} autoComplete="off" placeholder={t('passkeys.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('passkeys.password')}
        extra={t('passkeys.passwordHelp')}
        rules={[{ required: true, message: translateMessage('password_required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {declined ? (
        <Typography.Paragraph type="secondary" role="status">
          {t(declined === 'alreadyOnDevice' ? 'passkeys.alreadyOnDevice' : 'passkeys.declined')}
        </Typography.Paragraph>
      ) : null}
      <Flex wrap gap={8}>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('passkeys.create')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            setDeclined(null);
            setOpen(false);
          }}
        >
          {t('passkeys.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}
