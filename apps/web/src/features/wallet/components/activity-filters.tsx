import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { ACTIVITY_TYPES, type ActivityType } from '@simportal/contract/enums';
import { validateDateRange } from '@simportal/contract/rules/date-range';
import { Button, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../../../components/clear-icon.tsx';
import { RangePicker } from '../../../components/lazy-range-picker.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';

// "All types" is a real option rather than a placeholder: antd's placeholder grey misses WCAG AA contrast.
const ALL_TYPES = '';

interface FilterValues {
  type?: ActivityType | typeof ALL_TYPES;
  cardNumber?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const ISO_DAY = 'YYYY-MM-DD';

/** The form's values as the API's filter (business days as ISO dates). */
const toActivityFilter = (values: FilterValues): ActivityFilter => ({
  type: values.type || undefined,
  cardNumber: values.cardNumber?.trim() || undefined,
  start: values.range?.[0]?.format(ISO_DAY),
  end: values.range?.[1]?.format(ISO_DAY),
});

/**
 * Type, card and date-range filters of the Activities screen, with its search, reset and CSV export. Dates
 * after today cannot be picked, and the spec §5 rules are checked before a search (the server checks them
 * again against today in the business time zone).
 */
export function ActivityFilters({
  onSearch,
  onExport,
  exporting,
}: {
  onSearch: (filter: ActivityFilter) => void;
  onExport: (filter: ActivityFilter) => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const submit = (then: (filter: ActivityFilter) => void) => () =>
    form.validateFields().then(
      (values) => then(toActivityFilter(values)),
      () => {},
    );

  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      className="activity-filters"
      initialValues={{ type: ALL_TYPES }}
      onFinish={submit(onSearch)}
    >
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
            validator: async (_, range: FilterValues['range']) => {
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
      <Form.Item className="activity-filter-actions">
        <Button type="primary" htmlType="submit">
          {t('wallet.activities.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('wallet.activities.reset')}
        </Button>
        <Button onClick={submit(onExport)} loading={exporting}>
          {t('wallet.activities.export')}
        </Button>
      </Form.Item>
    </Form>
  );
}
