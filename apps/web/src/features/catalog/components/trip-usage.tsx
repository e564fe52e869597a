import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatTraffic } from '../../../lib/catalogue-terms.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';
import { USAGE_LEVELS, USAGE_MB_PER_DAY, type UsageLevel, usageLevelOf } from '../trip.ts';

/** The address's usage and eSIM choice (`?use=normal&esim=1`), so a priced trip can be shared. */
export const TRIP_USE_PARAM = 'use';
export const TRIP_ESIM_PARAM = 'esim';

export const useTripUsage = () => {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const set = (name: string, value: string | null) =>
    update((updated) => {
      if (value) updated.set(name, value);
      else updated.delete(name);
      return updated;
    });
  return {
    usage: usageLevelOf(params.get(TRIP_USE_PARAM)),
    setUsage: (usage: UsageLevel | null) => set(TRIP_USE_PARAM, usage),
    esim: params.get(TRIP_ESIM_PARAM) === '1',
    setEsim: (esim: boolean) => set(TRIP_ESIM_PARAM, esim ? '1' : null),
  };
};

/**
 * "How much data a day?" (issue #33): not sure (the daily fees only), light, normal or heavy, as one row of
 * thumb-sized choices, each with its daily figure, and what the chosen one means in words under them; then
 * whether the trip needs a new eSIM, whose fee then counts (named once the catalogue has said it).
 */
export function TripUsage({
  usage,
  onUsage,
  esim,
  onEsim,
  esimFee,
}: {
  usage: UsageLevel | null;
  onUsage: (usage: UsageLevel | null) => void;
  esim: boolean;
  onEsim: (esim: boolean) => void;
  /** The eSIM fee as money text; null until the catalogue has arrived. */
  esimFee: string | null;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const choices = [null, ...USAGE_LEVELS] as const;
  const chosen = usage ?? 'any';
  return (
    <div className="trip-usage">
      <fieldset className="trip-usage-levels" aria-describedby="trip-usage-meaning">
        <legend>{t('shop.trip.usageLabel')}</legend>
        {choices.map((level) => {
          const key = level ?? 'any';
          return (
            <label
              key={key}
              className={usage === level ? 'trip-usage-level trip-usage-chosen' : 'trip-usage-level'}
            >
              <input
                type="radio"
                name="trip-usage"
                value={key}
                checked={usage === level}
                onChange={() => onUsage(level)}
              />
              <span className="trip-usage-name">{t(`shop.trip.usage.${key}`)}</span>{' '}
              <span className="trip-usage-figure">
                {level
                  ? t('shop.trip.perDay', { data: formatTraffic(USAGE_MB_PER_DAY[level], locale) })
                  : t('shop.trip.feesOnly')}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p id="trip-usage-meaning" className="trip-usage-text">
        {t(`shop.trip.usageText.${chosen}`)}
      </p>
      <Checkbox checked={esim} onChange={(event) => onEsim(event.target.checked)}>
        {esimFee ? t('shop.trip.needEsim', { fee: esimFee }) : t('shop.trip.needEsimPlain')}
      </Checkbox>
    </div>
  );
}
