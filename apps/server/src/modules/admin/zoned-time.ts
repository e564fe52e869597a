import { TZDate } from '@date-fns/tz';

// Wall-clock times in a named time zone, for the StarterPack "reset only the time of day".

/**
 * The instant at which the clocks of `timeZone` show `isoDate` at `time` (`HH:mm`), by the zone's rules
 * (@date-fns/tz); a wall time that does not exist (skipped by a daylight-saving change) lands just after the gap.
 */
export const instantAtWallTime = (isoDate: string, time: string, timeZone: string): Date => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
};
