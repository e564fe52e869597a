import type { AdminCard, StarterPackResetBody } from '@simportal/contract/api/admin';
import { DatePicker, Form, Modal, Radio, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { useResetStarterPack } from '../api/cards-api.ts';
import { fieldRule } from '../failure.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

type Mode = StarterPackResetBody['mode'];

interface ResetValues {
  mode: Mode;
  expireAt?: Dayjs | null;
  time?: Dayjs | null;
}

/** The request a form asks for: a new instant, or only a new time of day in the browser's time zone. */
export const toResetBody = (
  values: ResetValues,
  timeZone = browserTimeZone(),
): StarterPackResetBody | null => {
  if (values.mode === 'expireAt') {
    return values.expireAt ? { mode: 'expireAt', expireAt: values.expireAt.toDate().toISOString() } : null;
  }
  return values.time ? { mode: 'timeOfDay', time: values.time.format('HH:mm'), timeZone } : null;
};

/** Reset a StarterPack card: a new expire time, or only the time of day of the current one (spec §4). */
export function StarterPackResetModal({ card, onClose }: { card: AdminCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const [form] = Form.useForm<ResetValues>();
  const mode = Form.useWatch('mode', form) ?? 'expireAt';
  const reset = useResetStarterPack();
  const { succeeded, failed } = useOutcome();

  useEffect(() => {
    if (card) {
      const current = card.expireAt ? dayjs(card.expireAt) : null;
      form.setFieldsValue({ mode: 'expireAt', expireAt: current, time: current });
    }
  }, [card, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    const body = values ? toResetBody(values) : null;
    if (!body || !card) return;
    reset.mutate(
      { cardId: card.id, body },
      {
        onSuccess: () => {
          succeeded('starterpack_reset_success');
          onClose();
        },
        onError: (error) => {
          const field = body.mode === 'expireAt' ? 'expireAt' : 'time';
          const rule = fieldRule(error, field);
          if (rule) form.setFields([{ name: field, errors: [translateMessage(rule)] }]);
          failed('starterpack_reset_failed', error);
        },
      },
    );
  };

  const future = async (_: unknown, value: Dayjs | null | undefined) => {
    if (value && !value.isAfter(dayjs())) throw new Error(translateMessage('expire_time_past'));
  };

  return (
    <Modal
      open={card !== null}
      title={t('admin.starterPack.resetTitle', { number: card?.cardNumber ?? '' })}
      okText={t('admin.starterPack.reset')}
      cancelText={t('admin.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('admin.starterPack.currentExpiry', { when: card?.expireAt ? when(card.expireAt) : '—' })}
      </Typography.Paragraph>
      <Form<ResetValues> form={form} layout="vertical" requiredMark={false} name="starter-pack-reset">
        <Form.Item name="mode" label={t('admin.starterPack.resetWhat')}>
          <Radio.Group
            options={[
              { value: 'expireAt', label: t('admin.starterPack.modeExpireAt') },
              // without an expiry there is no date to keep
              { value: 'timeOfDay', label: t('admin.starterPack.modeTimeOfDay'), disabled: !card?.expireAt },
            ]}
          />
        </Form.Item>
        {mode === 'expireAt' ? (
          <Form.Item
            name="expireAt"
            label={t('admin.starterPack.newExpiry')}
            rules={[
              { required: true, message: t('admin.starterPack.expiryRequired') },
              { validator: future },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="time"
            label={t('admin.starterPack.newTime')}
            extra={t('admin.starterPack.timeZoneHint', { zone: browserTimeZone() })}
            rules={[{ required: true, message: t('admin.starterPack.timeRequired') }]}
          >
            <TimePicker format="HH:mm" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
