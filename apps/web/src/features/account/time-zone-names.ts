import type { Locale } from '@simportal/contract/locales';

/**
 * A time zone as the reader's language names it ('China Standard Time', '中国标准时间'), from the browser's own
 * data; the zone's identifier where it has no name.
 */
export const timeZoneName = (zone: string, locale: Locale): string => {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? zone
    );
  } catch {
    return zone;
  }
};
