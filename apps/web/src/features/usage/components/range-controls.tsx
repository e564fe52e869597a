import { type DateRange, validateDateRange } from '@simportal/contract/rules/date-range';
import {
  applyTrafficPreset,
  canMoveForward,
  checkTrafficRangeLength,
  TRAFFIC_PRESETS,
  type TrafficPreset,
} from '@simportal/contract/traffic-range';
import { Button, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../components/lazy-range-picker.tsx';

const ISO_DAY = 'YYYY-MM-DD';

type CustomValues = { range?: [Dayjs | null, Dayjs | null] | null };

/**
 * The range choices of spec §2: last/next week and last/next month move the window (next is disabled once it
 * reaches today), and a custom range checked with the spec §5 rules (required, not after today, end not
 * before start) in the same time zone as `today`, and at most a year long (the contract's rule).
 */
export function RangeControls({
  range,
  today,
  timeZone,
  onChange,
}: {
  range: DateRange;
  today: string;
  timeZone: string;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CustomValues>();
  const forward = canMoveForward(range, today);
  const move = (preset: TrafficPreset) => onChange(applyTrafficPreset(range, preset, today));

  return (
    <div className="usage-range">
      <Space wrap role="group" aria-label={t('usage.range.presets')}>
        {TRAFFIC_PRESETS.map((preset) => (
          <Button key={preset} onClick={() => move(preset)} disabled={preset.startsWith('next') && !forward}>
            {t(`usage.range.${preset}`)}
          </Button>
        ))}
      </Space>
      <Form
        form={form}
        layout="inline"
        className="usage-custom"
        aria-label={t('usage.range.custom')}
        onFinish={(values) => {
          const [start, end] = values.range ?? [];
          if (start && end) onChange({ start: start.format(ISO_DAY), end: end.format(ISO_DAY) });
        }}
      >
        <Form.Item
          name="range"
          label={t('usage.range.custom')}
          rules={[
            {
              validator: async (_, value: CustomValues['range']) => {
                const start = value?.[0]?.format(ISO_DAY) ?? '';
                const end = value?.[1]?.format(ISO_DAY) ?? '';
                // the zone's today, or the server's when it is earlier (BILLING_TZ west of the browser)
                const key =
                  validateDateRange({ start, end }, { timeZone }) ??
                  (start > today || end > today ? 'date_after_today' : null) ??
                  // the longest range the server answers (a year), said before asking
                  checkTrafficRangeLength({ start, end });
                if (key) throw new Error(t(key, { ns: 'messages' }));
              },
            },
          ]}
        >
          <RangePicker
            allowEmpty={[true, true]}
            order={false}
            // a day after today has no traffic to show: it cannot be picked at all
            disabledDate={(day) => day.format(ISO_DAY) > today}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('usage.range.apply')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
