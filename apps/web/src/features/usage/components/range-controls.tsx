import { type DateRange, validateDateRange } from '@simportal/contract/rules/date-range';
import {
  applyTrafficPreset,
  canMoveForward,
  checkTrafficRangeLength,
  TRAFFIC_PRESETS,
  type TrafficPreset,
} from '@simportal/contract/traffic-range';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomRangeForm } from '../../../components/custom-range-form.tsx';

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
      <CustomRangeForm
        label={t('usage.range.custom')}
        applyLabel={t('usage.range.apply')}
        applyType="primary"
        className="usage-custom"
        today={today}
        // the zone's today, or the server's when it is earlier (BILLING_TZ west of the browser); at most the
        // longest range the server answers (a year), said before asking
        check={(custom) =>
          validateDateRange(custom, { timeZone }) ??
          (custom.start > today || custom.end > today ? 'date_after_today' : null) ??
          checkTrafficRangeLength(custom)
        }
        onChange={onChange}
      />
    </div>
  );
}
