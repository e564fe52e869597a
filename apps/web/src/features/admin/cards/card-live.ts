import type { AdminCardLive } from '@simportal/contract/api/admin';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatData } from '../../../lib/format.ts';
import { useAdminFormat } from '../use-admin-format.ts';

/**
 * The console's live columns in words (issue #59): this period's data against the allowance, when the carrier
 * last reported the card, and how many days after today the holder's balance pays. '—' where there is nothing
 * to say (no holder, no report yet, no card in use).
 */
export const useCardLive = () => {
  const { t } = useTranslation();
  const { locale, when } = useAdminFormat();
  const usage = useCallback(
    (live: AdminCardLive) => {
      if (live.periodKb === null) return '—';
      const used = formatData(live.periodKb, locale);
      return live.allowanceKb === null
        ? used
        : t('admin.cards.usageOf', { used, allowance: formatData(live.allowanceKb, locale) });
    },
    [t, locale],
  );
  const lastReport = useCallback((live: AdminCardLive) => when(live.lastReportAt) || '—', [when]);
  const runway = useCallback(
    (live: AdminCardLive) => {
      const days = live.runwayDays;
      if (days === null) return '—';
      if (days < 0) return t('admin.cards.runwayShort');
      if (days === 0) return t('admin.cards.runwayToday');
      return t('admin.cards.runwayDays', { count: days });
    },
    [t],
  );
  return { usage, lastReport, runway };
};
