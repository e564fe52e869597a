import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { usePauseSavings } from '../api/billing-query.ts';

/**
 * What the run's automatic pauses (a trip's end, an idle card) saved the customer this month (decision 0072):
 * said once it is more than nothing, and nothing while it loads or fails (it is a bonus, not a figure to wait
 * for).
 */
export function PauseSavingsLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const savings = usePauseSavings().data;
  const currency = useCatalogue().data?.currency;
  if (!savings || savings.savedMinor === 0 || !currency) return null;
  return (
    <Typography.Paragraph className={className}>
      {t('sims.trip.savings', {
        amount: formatMoney(savings.savedMinor, currentLocale(), currency),
        count: savings.days,
      })}
    </Typography.Paragraph>
  );
}
