import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { NetworkUsageRow } from '../carrier-adapter.ts';
import { answerOrThrow, nextPageQuery, type SupersimClient } from './client.ts';

/** Usage records a page: the document's largest. */
const PAGE_SIZE = 1000;

const KB = 1024;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

type UsageQuery = {
  Group: 'sim' | 'isoCountry';
  Granularity: 'day' | 'hour';
  StartTime: string;
  EndTime: string;
  IsoCountry?: string;
  PageSize: number;
};

/** Whether a time zone's days are UTC's days (then Super SIM's `day` buckets are the portal's business days). */
const isUtc = (timeZone: string) => ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT'].includes(timeZone);

/** The instant a business day (plus `later` days) begins in `timeZone`, as UTC ISO text. */
const startOfDayIn = (day: string, timeZone: string, later: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + later, timeZone).getTime()).toISOString();
};

/**
 * A day of usage per card and country from Super SIM's UsageRecords (decision 0093), for the business days `days`
 * (ISO dates in `timeZone`):
 *  1. which countries had traffic: one small read grouped by isoCountry;
 *  2. for each, every SIM's traffic, grouped by sim, page by page (PageSize 1000, following next_page_url).
 * Buckets are days where the business day is UTC's, else hours folded into the business day they fall in. A
 * day's total per card and country is rounded up to whole KB once (the import takes totals, not increments, so
 * pulling the same days again changes nothing and late records are added). SIMs are named by SID: `iccidOf`
 * maps them (from a listing of Sims); a SID it does not know is skipped.
 */
export const pullSupersimUsage = async (
  client: SupersimClient,
  days: readonly string[],
  timeZone: string,
  iccidOf: (sid: string) => Promise<string | undefined>,
  /** The SIDs already known (read without a promise each: a pull reads one record per card and country). */
  iccids: ReadonlyMap<string, string> = new Map(),
): Promise<NetworkUsageRow[]> => {
  if (days.length === 0) return [];
  const zone = tz(timeZone);
  const sorted = [...days].sort();
  const startTime = startOfDayIn(sorted[0]!, timeZone, 0);
  const endTime = startOfDayIn(sorted.at(-1)!, timeZone, 1);
  const granularity = isUtc(timeZone) ? 'day' : 'hour';
  const wanted = new Set(days);

  const read = async function* (query: UsageQuery) {
    let next: Record<string, string | number> | null = query;
    while (next) {
      const data = answerOrThrow(
        'GET /v1/UsageRecords',
        await client.GET('/v1/UsageRecords', { params: { query: next as UsageQuery } }),
      );
      yield data.usage_records ?? [];
      next = nextPageQuery(data.meta?.next_page_url);
    }
  };

  const countries = new Set<string>();
  for await (const records of read({
    Group: 'isoCountry',
    Granularity: 'day',
    StartTime: startTime,
    EndTime: endTime,
    PageSize: PAGE_SIZE,
  })) {
    for (const record of records)
      if (record.iso_country && (record.data_total ?? 0) > 0) countries.add(record.iso_country);
  }

  // bytes per card, business day and country
  const dayOfStart = new Map<string, string>();
  const bytes = new Map<string, number>();
  for (const country of [...countries].sort()) {
    for await (const records of read({
      Group: 'sim',
      Granularity: granularity,
      IsoCountry: country,
      StartTime: startTime,
      EndTime: endTime,
      PageSize: PAGE_SIZE,
    })) {
      for (const record of records) {
        const from = (record.period as { start_time?: string } | null)?.start_time;
        if (!record.sim_sid || !from || !record.data_total) continue;
        const iccid = iccids.get(record.sim_sid) ?? (await iccidOf(record.sim_sid));
        if (!iccid) continue;
        let day = dayOfStart.get(from);
        if (day === undefined) {
          day = format(zone(from), 'yyyy-MM-dd', { in: zone });
          dayOfStart.set(from, day);
        }
        if (!wanted.has(day)) continue;
        const key = `${iccid}\t${day}\t${country.toUpperCase()}`;
        bytes.set(key, (bytes.get(key) ?? 0) + record.data_total);
      }
    }
  }
  const names = new Map<string, string>();
  const nameOf = (code: string) => {
    let name = names.get(code);
    if (name === undefined) {
      name = regionNames.of(code) ?? code;
      names.set(code, name);
    }
    return name;
  };
  return [...bytes].map(([key, total]) => {
    const [iccid, day, regionCode] = key.split('\t') as [string, string, string];
    return { iccid, day, regionCode, regionName: nameOf(regionCode), usedKb: Math.ceil(total / KB) };
  });
};
