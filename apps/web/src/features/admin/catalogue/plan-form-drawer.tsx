import type { AdminPlan, PlanInput } from '@simportal/contract/api/catalog-admin';
import { CATALOGUE_LIMITS } from '@simportal/contract/catalogue-limits';
import { RESTRICT_RULES, TRAFFIC_LIMIT_TYPES } from '@simportal/contract/enums';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useThrottleEffect } from '../../../lib/network-rule.ts';
import { useLocale } from '../use-admin-format.ts';
import { CatalogueDrawer } from './catalogue-drawer.tsx';
import {
  CatalogueItemFields,
  type ItemFormValues,
  itemBody,
  itemFormValues,
} from './catalogue-item-fields.tsx';
import { useCatalogueItemForm } from './use-catalogue-item-form.ts';

interface PlanFormValues extends ItemFormValues {
  cycleDays: number | null;
  totalTrafficMb: number | null;
  trafficLimitType: PlanInput['trafficLimitType'];
  restrictRule: PlanInput['restrictRule'];
}

const valuesOf = (plan: AdminPlan | null): PlanFormValues => ({
  ...itemFormValues(plan ?? undefined),
  cycleDays: plan?.current.cycleDays ?? 1,
  totalTrafficMb: plan?.current.totalTrafficMb ?? null,
  trafficLimitType: plan?.current.trafficLimitType ?? 'PER_DAY',
  restrictRule: plan?.current.restrictRule ?? 'THROTTLE',
});

/**
 * Create or edit a basic plan. Editing says what a change of terms does before it is saved: a new version that
 * new orders take at once and cards on the plan take at their next cycle from tomorrow (decision 0026).
 */
export function PlanFormDrawer({
  open,
  plan,
  tomorrow,
  onClose,
}: {
  open: boolean;
  /** The plan edited; null for a new one. */
  plan: AdminPlan | null;
  tomorrow: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const throttle = useThrottleEffect();
  const locale = useLocale();
  const { form, saving, submit } = useCatalogueItemForm({
    kind: 'plans',
    open,
    item: plan,
    valuesOf: () => valuesOf(plan),
    bodyOf: (values: PlanFormValues): PlanInput => ({
      ...itemBody(values),
      cycleDays: values.cycleDays ?? 0,
      totalTrafficMb: values.totalTrafficMb ?? -1,
      trafficLimitType: values.trafficLimitType,
      restrictRule: values.restrictRule,
      planType: plan?.current.planType ?? 'BASIC',
    }),
    onClose,
  });

  const number = (max: number) => ({
    type: 'integer' as const,
    min: 0,
    max,
    message: translateMessage('invalid_value'),
  });

  return (
    <CatalogueDrawer
      open={open}
      onClose={onClose}
      title={plan ? t('admin.catalogue.editPlan', { name: plan.name[locale] }) : t('admin.catalogue.newPlan')}
      note={
        plan
          ? t('admin.catalogue.termsNote', {
              version: plan.current.version + 1,
              day: formatDay(tomorrow, locale),
            })
          : null
      }
      saving={saving}
      onSave={() => void submit()}
    >
      <Form<PlanFormValues> form={form} layout="vertical" requiredMark={false} name="catalogue-plan">
        <CatalogueItemFields priceLabel={t('admin.catalogue.field.planPrice')} />
        <div className="catalogue-form-pair">
          <Form.Item
            name="cycleDays"
            label={t('admin.catalogue.field.cycleDays')}
            rules={[
              { required: true, message: translateMessage('field_required') },
              { ...number(CATALOGUE_LIMITS.maxCycleDays), min: 1 },
            ]}
          >
            <InputNumber precision={0} controls={false} className="catalogue-form-number" />
          </Form.Item>
          <Form.Item
            name="totalTrafficMb"
            label={t('admin.catalogue.field.trafficMb')}
            rules={[
              { required: true, message: translateMessage('field_required') },
              number(CATALOGUE_LIMITS.maxTrafficMb),
            ]}
          >
            <InputNumber precision={0} controls={false} className="catalogue-form-number" />
          </Form.Item>
        </div>
        <div className="catalogue-form-pair">
          <Form.Item name="trafficLimitType" label={t('admin.catalogue.field.limitType')}>
            <Select
              options={TRAFFIC_LIMIT_TYPES.map((type) => ({
                value: type,
                label: t(`admin.catalogue.limitType.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="restrictRule"
            label={t('admin.catalogue.field.restrictRule')}
            extra={throttle === 'data_stops' ? t('admin.catalogue.throttleStops') : undefined}
          >
            <Select
              options={RESTRICT_RULES.map((rule) => ({
                value: rule,
                label: t(`admin.catalogue.restrictRule.${rule}`),
              }))}
            />
          </Form.Item>
        </div>
      </Form>
    </CatalogueDrawer>
  );
}
