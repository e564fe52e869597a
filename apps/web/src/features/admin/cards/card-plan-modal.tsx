import type { AdminCard } from '@simportal/contract/api/admin';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useChangeCardPlan } from '../api/cards-api.ts';
import { useLocale } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

interface PlanValues {
  planId?: number;
}

/** Change a held card's plan as its holder's own order would (issue #59); the plan it has is not offered. */
export function CardPlanModal({ card, onClose }: { card: AdminCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<PlanValues>();
  const catalogue = useCatalogue();
  const change = useChangeCardPlan();
  const { succeeded, failed } = useOutcome();

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !card || values.planId === undefined) return;
    change.mutate(
      { cardId: card.id, planId: values.planId },
      {
        onSuccess: () => {
          succeeded('admin.cards.planChanged');
          onClose();
        },
        onError: (error) => failed('admin.cards.planChangeFailed', error),
      },
    );
  };

  return (
    <Modal
      open={card !== null}
      title={t('admin.cards.changePlanTitle', { number: card?.cardNumber ?? '' })}
      okText={t('admin.cards.changePlan')}
      cancelText={t('admin.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('admin.cards.changePlanText')}</Typography.Paragraph>
      <Form<PlanValues> form={form} layout="vertical" requiredMark={false} name="card-plan">
        <Form.Item
          name="planId"
          label={t('admin.jobs.plan')}
          rules={[{ required: true, message: translateMessage('plan_required') }]}
        >
          <Select
            loading={catalogue.isPending}
            options={(catalogue.data?.plans ?? [])
              .filter((plan) => plan.id !== card?.currentPlan?.id)
              .map((plan) => ({ value: plan.id, label: plan.name[locale] }))}
            notFoundContent={catalogue.isError ? t('admin.common.loadFailed') : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
