import { DASHBOARD_PRESETS } from '@simportal/contract/dashboard-range';
import { validateDateRange } from '@simportal/contract/rules/date-range';
import { checkTrafficRangeLength } from '@simportal/contract/traffic-range';
import { Button, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomRangeForm } from '../../../components/custom-range-form.tsx';
import type { OverviewRange } from '../api/dashboard-api.ts';

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
  const active = 'preset' in range ? range.preset : null;
  return (
    <Flex wrap gap="12px 24px" align="center">
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
      <CustomRangeForm
        label={t('admin.overview.range.custom')}
        applyLabel={t('admin.overview.range.apply')}
        className="overview-custom"
        today={today}
        // today is the business day the server answered, whatever the browser's zone
        check={(custom) =>
          validateDateRange(custom, { timeZone: 'UTC', now: new Date(`${today}T12:00:00Z`) }) ??
          checkTrafficRangeLength(custom)
        }
        onChange={onChange}
      />
      <Button onClick={onExport} loading={exporting} className="overview-export">
        {t('admin.overview.export')}
      </Button>
    </Flex>
  );
}
