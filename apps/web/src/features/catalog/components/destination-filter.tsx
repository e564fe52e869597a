import { DESTINATION_PARAM } from '@simportal/contract/destination-page';
import { destinationName, isDestinationCode } from '@simportal/contract/destinations';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DestinationFlag } from '../../../components/destination-flag.tsx';
import { DestinationSelect } from '../../../components/destination-select.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';

/**
 * The destination a shop page is filtered by: `?to=JP`, so a search can be shared and survives a reload; on
 * /plan it is also the destination's own page, which search engines list (decision 0028).
 */
export const useDestination = (): [string | null, (code: string | null) => void] => {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const typed = params.get(DESTINATION_PARAM)?.toUpperCase() ?? null;
  const to = typed && isDestinationCode(typed) ? typed : null;
  const setTo = (code: string | null) =>
    update((next) => {
      if (code) next.set(DESTINATION_PARAM, code);
      else next.delete(DESTINATION_PARAM);
      return next;
    });
  return [to, setTo];
};

/** The items that work in `to` (all of them without a destination). */
export const workingIn = <T extends { coverage: string[] }>(items: readonly T[], to: string | null): T[] =>
  to ? items.filter((item) => item.coverage.includes(to)) : [...items];

/**
 * "Where are you going?": a search over the destinations the items cover, in either language ('Japan', '日本',
 * 'jp'), and what it found, with a way back to everything. Before the catalogue has arrived (and in the
 * prerendered page, which is one for every destination) the field stands empty and disabled in its place.
 */
export function DestinationFilter({
  coverages,
  to,
  onChange,
  found,
  kind,
  resultApart = false,
}: {
  /** The items' coverage; null while the catalogue is on its way (the field is shown, empty and disabled). */
  coverages: readonly string[][] | null;
  to: string | null;
  onChange: (code: string | null) => void;
  /** How many items work in `to`. */
  found: number;
  kind: 'plans' | 'addOns';
  /** The page shows what was found itself (DestinationResult), with the list it heads. */
  resultApart?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Flex wrap align="center" gap="8px 12px" className="destination-filter">
      <label htmlFor="destination-search" className="destination-filter-label">
        {t('shop.destinations.label')}
      </label>
      <DestinationSelect
        id="destination-search"
        className="destination-filter-select"
        codes={coverages ? [...new Set(coverages.flat())] : []}
        value={coverages ? to : null}
        disabled={!coverages}
        onChange={onChange}
        placeholder={t('shop.destinations.placeholder')}
      />
      {coverages && to && !resultApart && (
        <DestinationResult to={to} onChange={onChange} found={found} kind={kind} />
      )}
    </Flex>
  );
}

/** What a destination search found ("5 basic plans work in Japan."), with a way back to everything. */
export function DestinationResult({
  to,
  onChange,
  found,
  kind,
}: {
  to: string;
  onChange: (code: string | null) => void;
  found: number;
  kind: 'plans' | 'addOns';
}) {
  const { t } = useTranslation();
  const place = destinationName(to, currentLocale());
  return (
    <p className="destination-filter-result" role="status">
      <DestinationFlag code={to} />
      {found === 0
        ? t(`shop.destinations.none.${kind}`, { place })
        : t(`shop.destinations.found.${kind}`, { count: found, place })}{' '}
      <Button type="link" className="destination-filter-clear" onClick={() => onChange(null)}>
        {t(`shop.destinations.showAll.${kind}`)}
      </Button>
    </p>
  );
}
