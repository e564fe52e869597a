import type { CardBilling } from '@simportal/contract/api/billing';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { IDLE_PAUSE_CHOICES, type IdlePauseDays, TRIP_HORIZON_DAYS } from '@simportal/contract/trips';
import { Flex, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/text-inputs.ts';
import { Typography } from '../../../components/typography.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveCardTrip } from '../../billing/api/billing-query.ts';
import { describeFailure } from '../failure.ts';

type Field = 'startsOn' | 'endsAfter';

export interface TripDialogProps {
  open: boolean;
  onClose: () => void;
  billing: CardBilling;
  title: string;
}

/**
 * A card's trip dates (decision 0072): the day billing starts again, the last day it runs, and the pause after
 * days without data. The days are the phone's own date fields, bounded by what the server accepts (from
 * tomorrow, from today, within a year); its refusals land under the field they name.
 */
export function TripDialog({ open, onClose, billing, title }: TripDialogProps) {
  const { t } = useTranslation();
  const ids = { startsOn: useId(), endsAfter: useId(), idle: useId() };
  const today = billing.businessDay;
  const [startsOn, setStartsOn] = useState(billing.trip.startsOn ?? '');
  const [endsAfter, setEndsAfter] = useState(billing.trip.endsAfter ?? '');
  const [idle, setIdle] = useState<IdlePauseDays | 0>(
    (billing.trip.idlePauseDays as IdlePauseDays | null) ?? 0,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCardTrip();
  const horizon = addDaysToIsoDate(today, TRIP_HORIZON_DAYS);
  const hasPlan = billing.currentPlan !== null;

  const submit = async () => {
    try {
      await save.mutateAsync({
        cardId: billing.cardId,
        startsOn: startsOn || null,
        endsAfter: endsAfter || null,
        idlePauseDays: idle === 0 ? null : idle,
      });
      notifySuccess('trip_save_success');
      onClose();
    } catch (failure) {
      const described = describeFailure(failure, {
        fields: ['startsOn', 'endsAfter'] as const,
        fieldOf: { basic_plan_required: 'startsOn' },
        fallback: 'trip_save_failed',
      });
      setErrors(
        Object.fromEntries(described.fields.map((field) => [field.name, translateMessage(field.key)])),
      );
      if (described.notice) notifyError(described.notice);
    }
  };

  const dateField = (field: Field, label: string, help: string, value: string, min: string) => {
    const error = errors[field];
    const helpId = `${ids[field]}-help`;
    return (
      <Flex vertical gap={4}>
        <label htmlFor={ids[field]} className="trip-label">
          {label}
        </label>
        <Input
          id={ids[field]}
          type="date"
          value={value}
          min={min}
          max={horizon}
          disabled={field === 'startsOn' && !hasPlan}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={helpId}
          onChange={(event) => {
            (field === 'startsOn' ? setStartsOn : setEndsAfter)(event.target.value);
            setErrors(({ [field]: _, ...rest }) => rest);
          }}
          allowClear
        />
        <Typography.Text id={helpId} type={error ? 'danger' : 'secondary'} className="trip-help">
          {error ?? help}
        </Typography.Text>
      </Flex>
    );
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('sims.trip.save')}
      cancelText={t('sims.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" className="trip-intro">
          {t('sims.trip.intro')}
        </Typography.Paragraph>
        {dateField(
          'startsOn',
          t('sims.trip.startsOn'),
          hasPlan ? t('sims.trip.startsOnHelp') : translateMessage('basic_plan_required'),
          startsOn,
          addDaysToIsoDate(today, 1),
        )}
        {dateField('endsAfter', t('sims.trip.endsAfter'), t('sims.trip.endsAfterHelp'), endsAfter, today)}
        <Flex vertical gap={4} role="group" aria-labelledby={ids.idle}>
          <span id={ids.idle} className="trip-label">
            {t('sims.trip.idle')}
          </span>
          <Radio.Group
            optionType="button"
            value={idle}
            onChange={(event) => setIdle(event.target.value as IdlePauseDays | 0)}
            options={[
              { value: 0, label: t('sims.trip.idleOff') },
              ...IDLE_PAUSE_CHOICES.map((days) => ({
                value: days,
                label: t('sims.trip.idleDays', { count: days }),
              })),
            ]}
          />
          <Typography.Text type="secondary" className="trip-help">
            {t('sims.trip.idleHelp')}
          </Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}
