import type { ActivityFilter } from '@simportal/contract/api/wallet';
import type { ActivityType } from '@simportal/contract/enums';
import dayjs, { type Dayjs } from 'dayjs';

// "All types" is a real option rather than a placeholder: antd's placeholder grey misses WCAG AA contrast.
export const ALL_TYPES = '';

/** What the Activities filter form holds: a type (or all), a card number as typed, a range of days. */
export interface ActivityFilterValues {
  type?: ActivityType | typeof ALL_TYPES;
  cardNumber?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** A business day as the API takes it. */
export const ISO_DAY = 'YYYY-MM-DD';

/** The form's values as the API's filter (business days as ISO dates). */
export const toActivityFilter = (values: ActivityFilterValues): ActivityFilter => ({
  type: values.type || undefined,
  cardNumber: values.cardNumber?.trim() || undefined,
  start: values.range?.[0]?.format(ISO_DAY),
  end: values.range?.[1]?.format(ISO_DAY),
});

/**
 * The filter a search applied, as the form's values, every field set (so that setting them empties what no
 * filter holds): a form that mounts later (a phone's drawer, or the other layout after the phone was turned)
 * opens with what the list shows, and `{}` empties the fields.
 */
export const toFilterValues = (filter: ActivityFilter): ActivityFilterValues => ({
  type: filter.type ?? ALL_TYPES,
  cardNumber: filter.cardNumber ?? '',
  range: filter.start && filter.end ? [dayjs(filter.start), dayjs(filter.end)] : null,
});

/** How many filters a search applied: the type, the card, the days (a range is one). */
export const appliedFilterCount = (filter: ActivityFilter) =>
  [filter.type, filter.cardNumber, filter.start].filter((value) => value !== undefined).length;

/** What either layout of the filters is given: the filter the list shows (a form opens with it), the search, and whether an export is under way. */
export interface ActivityFilterProps {
  applied: ActivityFilter;
  onSearch: (filter: ActivityFilter) => void;
  exporting: boolean;
}
