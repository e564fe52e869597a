import type { AdminCard } from '@simportal/contract/api/admin';
import { STARTER_PACK_MAX_DAYS } from '@simportal/contract/api/admin';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSetStarterPack } from '../api/cards-api.ts';
import { fieldRule } from '../failure.ts';
import { useLocale } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

interface SetValues {
  planId?: number;
  days?: number | null;
}

/** Set a card as StarterPack: a plan and a number of days, both required (spec §5). */
export function StarterPackSetModal({ card, onClose }: { card: AdminCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<SetValues>();
  const catalogue = useCatalogue();
  const set = useSetStarterPack();
  const { succeeded, failed } = useOutcome();

  useEffect(() => {
    if (card) {
      form.setFieldsValue({
        planId: card.starterPackPlan?.id,
        days: card.starterPackDays ?? undefined,
      });
    }
  }, [card, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !card || values.planId === undefined || !values.days) return;
    set.mutate(
      { cardId: card.id, body: { planId: values.planId, days: values.days } },
      {
        onSuccess: () => {
          succeeded('starterpack_set_success');
          onClose();
        },
        onError: (error) => {
          const fields = (['planId', 'days'] as const)
            .map((name) => ({ name, rule: fieldRule(error, name) }))
            .filter((field) => field.rule !== null);
          if (fields.length > 0)
            form.setFields(fields.map((f) => ({ name: f.name, errors: [translateMessage(f.rule!)] })));
          failed('starterpack_set_failed', error);
        },
      },
    );
  };

  return (
    <Modal
      open={card !== null}
      title={t('admin.starterPack.setTitle', { number: card?.cardNumber ?? '' })}
      okText={t('admin.starterPack.set')}
      cancelText={t('admin.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={set.isPending}
      destroyOnHidden
    >
      <Form<SetValues> form={form} layout="vertical" requiredMark={false} name="starter-pack-set">
        <Form.Item
          name="planId"
          label={t('admin.starterPack.plan')}
          rules={[{ required: true, message: translateMessage('plan_required') }]}
        >
          <Select
            loading={catalogue.isPending}
            options={(catalogue.data?.plans ?? []).map((plan) => ({
              value: plan.id,
              label: plan.name[locale],
            }))}
            notFoundContent={catalogue.isError ? t('admin.common.loadFailed') : undefined}
          />
        </Form.Item>
        <Form.Item
          name="days"
          label={t('admin.starterPack.days')}
          extra={t('admin.starterPack.daysHint', { max: STARTER_PACK_MAX_DAYS })}
          rules={[
            { required: true, message: translateMessage('days_required') },
            {
              type: 'integer',
              min: 1,
              max: STARTER_PACK_MAX_DAYS,
              message: translateMessage('invalid_value'),
            },
          ]}
        >
          {/* no min/max on the input: it would turn a typed 0 into 1 silently; the rule above says what is wrong */}
          <InputNumber precision={0} controls={false} className="admin-days-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
