import './custom-range-form.css';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { Button, type ButtonProps, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RangePicker } from './lazy-range-picker.tsx';

const ISO_DAY = 'YYYY-MM-DD';

type CustomValues = { range?: [Dayjs | null, Dayjs | null] | null };

/**
 * Custom days of a range screen (Traffic Detail, the administrator's overview): a range picker on which no day
 * after `today` can be picked (it has nothing to show), checked by `check` before anything is asked (its message
 * key, from the contract's rules, under the field), then handed on as ISO days.
 */
export function CustomRangeForm({
  label,
  applyLabel,
  applyType,
  className,
  today,
  check,
  onChange,
}: {
  label: string;
  applyLabel: string;
  applyType?: ButtonProps['type'];
  className: string;
  today: string;
  check: (range: DateRange) => string | null;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CustomValues>();
  return (
    <Form
      form={form}
      layout="inline"
      className={`custom-range-form ${className}`}
      aria-label={label}
      onFinish={(values) => {
        const [start, end] = values.range ?? [];
        if (start && end) onChange({ start: start.format(ISO_DAY), end: end.format(ISO_DAY) });
      }}
    >
      <Form.Item
        name="range"
        label={label}
        rules={[
          {
            validator: async (_, value: CustomValues['range']) => {
              const key = check({
                start: value?.[0]?.format(ISO_DAY) ?? '',
                end: value?.[1]?.format(ISO_DAY) ?? '',
              });
              if (key) throw new Error(t(key, { ns: 'messages' }));
            },
          },
        ]}
      >
        <RangePicker
          allowEmpty={[true, true]}
          order={false}
          lastDay={today}
          disabledDate={(day) => day.format(ISO_DAY) > today}
        />
      </Form.Item>
      <Form.Item>
        <Button type={applyType} htmlType="submit">
          {applyLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
