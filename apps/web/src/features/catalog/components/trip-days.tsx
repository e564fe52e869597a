import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';
import { DEFAULT_TRIP_DAYS, TRIP_MAX_DAYS, tripDaysOf } from '../trip.ts';

/** The address's trip length (`?days=10`), so a priced search can be shared and survives a reload. */
export const TRIP_DAYS_PARAM = 'days';

/**
 * The trip's length: the address's, else a week (DEFAULT_TRIP_DAYS), so the plans are ranked on arrival, in the
 * prerendered page too; a field left empty (`?days=`) prices nothing. A week is the default and is not written.
 */
export const useTripDays = (): [number | null, (days: number | null) => void] => {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const typed = params.get(TRIP_DAYS_PARAM);
  const days = typed === null ? DEFAULT_TRIP_DAYS : tripDaysOf(typed);
  const setDays = (next: number | null) =>
    update((updated) => {
      if (next === DEFAULT_TRIP_DAYS) updated.delete(TRIP_DAYS_PARAM);
      else updated.set(TRIP_DAYS_PARAM, next ? String(next) : '');
      return updated;
    });
  return [days, setDays];
};

/** The trip lengths a traveller picks most, one tap each. */
const QUICK_DAYS = [3, 7, 14, 30] as const;

/**
 * "How many days?": the trip's length, typed or picked (3, 7, 14, 30), which prices every plan for it. A value
 * outside 1–90 says so beside the field and prices nothing.
 */
export function TripDays({
  days,
  onChange,
}: {
  days: number | null;
  onChange: (days: number | null) => void;
}) {
  const { t } = useTranslation();
  // what is typed, which may be out of range for a moment: then nothing is priced until it is a length again
  const [typed, setTyped] = useState(days ? String(days) : '');
  const invalid = typed !== '' && tripDaysOf(typed) === null;
  const set = (text: string) => {
    setTyped(text);
    onChange(tripDaysOf(text));
  };
  return (
    <Flex wrap align="center" gap="8px 12px" className="trip-days">
      <label htmlFor="trip-days-input" className="trip-days-label">
        {t('shop.trip.label')}
      </label>
      <Flex align="center" gap={6} component="span" className="trip-days-field">
        <input
          id="trip-days-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={TRIP_MAX_DAYS}
          step={1}
          value={typed}
          placeholder={t('shop.trip.placeholder')}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'trip-days-error' : undefined}
          onChange={(event) => set(event.target.value)}
        />
        <span aria-hidden="true">{t('shop.trip.unit')}</span>
      </Flex>
      <Flex wrap gap={8} component="span" className="trip-days-quick">
        {QUICK_DAYS.map((quick) => (
          <Button
            key={quick}
            size="small"
            aria-pressed={days === quick}
            type={days === quick ? 'primary' : 'default'}
            onClick={() => set(String(quick))}
          >
            {t('shop.trip.days', { count: quick })}
          </Button>
        ))}
      </Flex>
      {invalid && (
        <p id="trip-days-error" className="trip-days-error" role="alert">
          {t('shop.trip.invalid', { max: TRIP_MAX_DAYS })}
        </p>
      )}
    </Flex>
  );
}
