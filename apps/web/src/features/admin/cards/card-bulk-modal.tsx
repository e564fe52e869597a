import {
  CARD_JOB_ACTIONS,
  CARD_JOB_MAX_CARDS,
  type CardJob,
  type CardJobAction,
} from '@simportal/contract/api/card-jobs';
import { Alert, Checkbox, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useStartCardJob } from '../api/card-jobs-api.ts';
import { useLocale } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';
import type { CardFilter } from './card-filters.tsx';

interface BulkValues {
  action?: CardJobAction;
  planId?: number;
  scope: 'selected' | 'filter';
  understood?: boolean;
}

/** What the list offers to act on: its selected cards, and the filter with how many it shows. */
export interface BulkTarget {
  selected: number[];
  filter: CardFilter;
  total: number;
  totalCapped: boolean;
}

interface BulkDialogProps {
  target: BulkTarget | null;
  onClose: () => void;
  onStarted: (job: CardJob) => void;
}

/**
 * Starts a bulk action (issue #59) on the selected cards or on every card the filter shows; the job is then
 * followed in its drawer (onStarted). Resume and a plan change charge the holders: said before starting. The
 * whole filter needs a ticked "I understand" that names the action and the count, and says when no filter is
 * set that it is the whole inventory: a phone has no row selection, so one tap would otherwise act on it all.
 * No action is chosen for the operator (Stop billing, the one that halts customers' data, was): Start waits for
 * one (issue #67). Each opening is a fresh form, its scope the selection if there is one, else the filter: a
 * form kept from the last opening named a selection that a started job had emptied.
 */
export function CardBulkModal({ target, onClose, onStarted }: BulkDialogProps) {
  const [opening, setOpening] = useState(0);
  const [shown, setShown] = useState<BulkTarget | null>(target);
  if (target !== shown) {
    setShown(target);
    if (target !== null) setOpening((count) => count + 1);
  }
  return <BulkDialog key={opening} target={target} onClose={onClose} onStarted={onStarted} />;
}

function BulkDialog({ target, onClose, onStarted }: BulkDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<BulkValues>();
  const action = Form.useWatch('action', form);
  const catalogue = useCatalogue();
  const start = useStartCardJob();
  const { failed } = useOutcome();
  const selected = target?.selected.length ?? 0;
  const scope = Form.useWatch('scope', form);
  const understood = Form.useWatch('understood', form) === true;
  // the whole filter has no rows ticked to show what it touches (always so on a phone): it asks once more
  const wholeFilter = scope === 'filter';
  const unfiltered = target !== null && Object.values(target.filter).every((value) => value === undefined);
  const reach = target?.totalCapped ? CARD_JOB_MAX_CARDS : (target?.total ?? 0);
  const understand = action
    ? t(unfiltered ? 'admin.jobs.understandAll' : 'admin.jobs.understand', {
        action: t(`admin.jobs.actions.${action}`),
        total: reach.toLocaleString(locale),
      })
    : '';

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.action || !target || (values.scope === 'filter' && values.understood !== true)) return;
    if (values.scope === 'selected' && target.selected.length === 0) return;
    const cards = values.scope === 'selected' ? { cardIds: target.selected } : { filter: target.filter };
    start.mutate(
      {
        action: values.action,
        ...(values.action === 'change_plan' ? { planId: values.planId } : {}),
        ...cards,
      },
      {
        onSuccess: (job) => {
          onClose();
          onStarted(job);
        },
        onError: (error) => failed('admin.jobs.startFailed', error),
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={t('admin.jobs.title')}
      okText={t('admin.jobs.confirm')}
      cancelText={t('admin.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={start.isPending}
      okButtonProps={{ disabled: !action || (wholeFilter && !understood) }}
      destroyOnHidden
    >
      <Form<BulkValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="card-bulk"
        initialValues={{ scope: selected > 0 ? 'selected' : 'filter' }}
        // an acknowledgement names the action and the cards: ticked for others, it is asked again
        onValuesChange={(changed: Partial<BulkValues>) => {
          if ('action' in changed || 'scope' in changed) form.setFieldValue('understood', false);
        }}
      >
        <Form.Item
          name="action"
          label={t('admin.jobs.action')}
          rules={[{ required: true, message: t('admin.jobs.actionRequired') }]}
        >
          <Radio.Group
            options={CARD_JOB_ACTIONS.map((value) => ({ value, label: t(`admin.jobs.actions.${value}`) }))}
          />
        </Form.Item>
        {action === 'change_plan' && (
          <Form.Item
            name="planId"
            label={t('admin.jobs.plan')}
            rules={[{ required: true, message: translateMessage('plan_required') }]}
          >
            <Select
              loading={catalogue.isPending}
              options={(catalogue.data?.plans ?? []).map((plan) => ({
                value: plan.id,
                label: plan.name[locale],
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="scope" label={t('admin.jobs.scope')}>
          <Radio.Group
            className="admin-bulk-scope"
            options={[
              ...(selected > 0
                ? [{ value: 'selected', label: t('admin.jobs.scopeSelected', { count: selected }) }]
                : []),
              {
                value: 'filter',
                label: target?.totalCapped
                  ? t('admin.jobs.scopeFilterMore', {
                      total: (target.total - 1).toLocaleString(locale),
                      max: CARD_JOB_MAX_CARDS.toLocaleString(locale),
                    })
                  : t('admin.jobs.scopeFilter', { total: (target?.total ?? 0).toLocaleString(locale) }),
              },
            ]}
          />
        </Form.Item>
        {action !== undefined && action !== 'stop_billing' && (
          <Alert type="info" showIcon title={t('admin.jobs.chargeNote')} />
        )}
        {wholeFilter && action !== undefined && (
          <Form.Item name="understood" valuePropName="checked" className="admin-bulk-understood">
            <Checkbox>{understand}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
