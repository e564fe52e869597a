import type { Locale } from '@simportal/contract/locales';
import { formatDateTime } from '../../lib/format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When an inbox item came, in the reader's language: within a day, how long ago ("5 minutes ago", "5分钟前");
 * older, the date and time ("Nov 23, 2026, 14:05"). `now` for tests.
 */
export const whenReceived = (iso: string, locale: Locale, now = Date.now()): string => {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago >= DAY) return formatDateTime(iso, locale);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  return relative.format(-Math.floor(ago / HOUR), 'hour');
};
