import { DASHBOARD_PRESETS } from '@simportal/contract/api/dashboard';
import { validateDateRange } from '@simportal/contract/rules/date-range';
import { checkTrafficRangeLength } from '@simportal/contract/traffic-range';
import { Button, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../../components/lazy-range-picker.tsx';
import type { OverviewRange } from '../../api/dashboard-api.ts';

const ISO_DAY = 'YYYY-MM-DD';

type CustomValues = { range?: [Dayjs | null, Dayjs | null] | null };

/**
 * The overview's range: four quick ranges (the server resolves them in BILLING_TZ), or custom days checked with
 * the spec §5 rules and the 366-day limit before asking; no day after the business day `today` can be picked.
 * And the CSV export of what the range shows.
 */
export function OverviewRangeControls({
  range,
  today,
  onChange,
  onExport,
  exporting,
}: {
  range: OverviewRange;
  today: string;
  onChange: (range: OverviewRange) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CustomValues>();
  const active = 'preset' in range ? range.preset : null;
  return (
    <div className="overview-range">
      <Space wrap role="group" aria-label={t('admin.overview.range.presets')} className="overview-presets">
        {DASHBOARD_PRESETS.map((preset) => (
          <Button
            key={preset}
            type={active === preset ? 'primary' : 'default'}
            aria-pressed={active === preset}
            onClick={() => onChange({ preset })}
          >
            {t(`admin.overview.range.${preset}`)}
          </Button>
        ))}
      </Space>
      <Form
        form={form}
        layout="inline"
        className="overview-custom"
        aria-label={t('admin.overview.range.custom')}
        onFinish={(values) => {
          const [start, end] = values.range ?? [];
          if (start && end) onChange({ start: start.format(ISO_DAY), end: end.format(ISO_DAY) });
        }}
      >
        <Form.Item
          name="range"
          label={t('admin.overview.range.custom')}
          rules={[
            {
              validator: async (_, value: CustomValues['range']) => {
                const start = value?.[0]?.format(ISO_DAY) ?? '';
                const end = value?.[1]?.format(ISO_DAY) ?? '';
                // today is the business day the server answered, whatever the browser's zone
                const key =
                  validateDateRange(
                    { start, end },
                    { timeZone: 'UTC', now: new Date(`${today}T12:00:00Z`) },
                  ) ?? checkTrafficRangeLength({ start, end });
                if (key) throw new Error(t(key, { ns: 'messages' }));
              },
            },
          ]}
        >
          <RangePicker
            allowEmpty={[true, true]}
            order={false}
            disabledDate={(day) => day.format(ISO_DAY) > today}
          />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t('admin.overview.range.apply')}</Button>
        </Form.Item>
      </Form>
      <Button onClick={onExport} loading={exporting} className="overview-export">
        {t('admin.overview.export')}
      </Button>
    </div>
  );
}
