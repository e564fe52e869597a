let zone: string | undefined;

/**
 * The browser's time zone (IANA name). Its first reading loads the browser's zone data: ~10 ms on a fast
 * machine, four times that on a phone, in whatever task asks first. So it is read once, and the app reads it
 * early, in a task of its own (main.tsx), before a page that shows dates renders.
 */
export const browserTimeZone = (): string => {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
};
