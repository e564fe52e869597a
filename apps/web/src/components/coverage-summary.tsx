import './coverage-summary.css';
import { destinationName, destinationsOf } from '@simportal/contract/destinations';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';
import { DestinationFlag } from './destination-flag.tsx';

/** Lists this long are named in full; longer ones give their count and open to the whole list. */
const NAMED_IN_FULL = 4;

/**
 * Where a plan or add-on works, in the reader's language, with the flags: 'Works in Japan, South Korea', or 'Works in
 * 135 countries and regions' that opens to every flag and name (a native disclosure: no script needed).
 */
export function CoverageSummary({ coverage }: { coverage: readonly string[] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (coverage.length === 0) return null;
  const codes = destinationsOf([coverage], locale);
  const named = (code: string) => destinationName(code, locale);
  if (codes.length <= NAMED_IN_FULL) {
    return (
      <p className="coverage-summary">
        {codes.map((code) => (
          <DestinationFlag key={code} code={code} />
        ))}
        {t('destinations.worksIn', { places: codes.map(named).join(t('destinations.separator')) })}
      </p>
    );
  }
  return (
    <details className="coverage-summary">
      <summary>{t('destinations.worksInCount', { count: codes.length })}</summary>
      <ul className="coverage-list">
        {codes.map((code) => (
          <li key={code}>
            <DestinationFlag code={code} />
            {named(code)}
          </li>
        ))}
      </ul>
    </details>
  );
}
