import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { ACTIVITY_TYPES } from '@simportal/contract/enums';
import { validateDateRange } from '@simportal/contract/rules/date-range';
import { Button, Form, type FormInstance, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../../../components/clear-icon.tsx';
import { RangePicker } from '../../../components/lazy-range-picker.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { type ActivityFilterValues, ALL_TYPES, ISO_DAY, toFilterValues } from './activity-filter-values.ts';

/**
 * The Activities filters' fields, inside either form (a row on a wider screen, a phone's drawer): the type, the
 * card (digits only) and the trade days. Days after today cannot be picked, and the spec §5 rules are checked
 * before a search (the server checks them again against today in the business time zone).
 */
export function ActivityFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="type" label={t('wallet.activities.type')}>
        <Select
          style={{ minWidth: 180 }}
          options={[
            { value: ALL_TYPES, label: t('wallet.activities.anyType') },
            ...ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`wallet.type.${type}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="cardNumber"
        label={t('wallet.activities.card')}
        rules={[{ pattern: /^\s*[0-9]{1,20}\s*$/, message: t('wallet.activities.cardInvalid') }]}
      >
        <Input
          inputMode="numeric"
          allowClear={{ clearIcon: <ClearIcon /> }}
          placeholder={t('wallet.activities.cardPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="range"
        label={t('wallet.activities.dateRange')}
        rules={[
          {
            validator: async (_, range: ActivityFilterValues['range']) => {
              if (!range || (!range[0] && !range[1])) return;
              const key = validateDateRange(
                { start: range[0]?.format(ISO_DAY) ?? '', end: range[1]?.format(ISO_DAY) ?? '' },
                { timeZone: browserTimeZone() },
              );
              if (key) throw new Error(t(key, { ns: 'messages' }));
            },
          },
        ]}
      >
        <RangePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} allowEmpty={[false, false]} />
      </Form.Item>
    </>
  );
}

/** Reset: the fields emptied (whatever the form opened with) and every activity asked for. */
export function ResetFilters({
  form,
  onSearch,
}: {
  form: FormInstance<ActivityFilterValues>;
  onSearch: (filter: ActivityFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={() => {
        form.setFieldsValue(toFilterValues({}));
        onSearch({});
      }}
    >
      {t('wallet.activities.reset')}
    </Button>
  );
}
