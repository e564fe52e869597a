import './runway-line.css';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { useRunway } from '../api/billing-query.ts';
import { type RunwayTerms, runwayTerms } from '../runway-terms.ts';

/**
 * How long the balance lasts at the daily fees of the cards in use (decision 0033), in words: null until the
 * server answered, and when no card is in use (nothing is spent). `enabled` false asks nothing (an
 * administrator has no balance to show).
 */
export const useRunwayTerms = (enabled = true): RunwayTerms | null => {
  // the texts follow the interface language: this re-renders when it changes
  const { t } = useTranslation();
  const runway = useRunway(enabled);
  if (!enabled || !runway.data) return null;
  return runwayTerms(runway.data, { t, locale: currentLocale(), currency: runway.data.currency });
};

/**
 * The header's line under the balance, and the phone menu's: "Lasts until Dec 3" (`short`) or the whole
 * sentence; a warning's colour within the reminder window. Nothing while unknown or with no card in use.
 */
export function RunwayLine({ terms, short = false }: { terms: RunwayTerms | null; short?: boolean }) {
  if (!terms) return null;
  return (
    <span className={terms.warning ? 'runway-line runway-line-warning' : 'runway-line'}>
      {short ? terms.short : terms.text}
    </span>
  );
}
