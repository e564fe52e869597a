import type { FastifyBaseLogger } from 'fastify';
import Papa from 'papaparse';
import type { AppContext } from '../app-context.ts';
import { cardsWithEvent, recordNetworkEvents } from '../modules/carrier/index.ts';
import { importProfiles, readStock, recentlyAssignedProfiles } from '../modules/esim/index.ts';
import { type PeriodicWork, startPeriodic } from '../periodic-work.ts';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Profiles one round asks the platform for at most (each is one request). */
const RESERVE_MAX_PER_ROUND = 50;
const EVERY_MS = 5 * 60_000;
/** eSIMs whose install is still asked after, at most this many a round, assigned at most this long ago. */
const WATCHED_MAX = 200;
const WATCHED_DAYS = 30;

export interface EsimSupplyReport {
  imported: number;
  rejected: number;
  /** Free profiles in the portal's stock after the import. */
  available: number;
  /** Profiles the platform was still preparing before this round asked for more. */
  preparing: number;
  reserved: number;
}

/**
 * eSIM profiles on demand (issue #69, decision 0093): the profiles the platform has ready are imported into the
 * portal's stock through the same import as a file (the same rules; a profile already there is a duplicate, so a
 * profile enters once however often it is listed), then, when the free stock and the profiles still being prepared
 * are below ESIM_STOCK_TARGET, the platform is asked for the difference. A round that stopped half-way (a crash
 * between two reservations) is finished by the next, which counts the ones being prepared: none is asked twice.
 * Null where the network makes no profiles (the simulator: profiles are imported as files).
 */
export const supplyEsimProfiles = async (ctx: AppContext, log?: Log): Promise<EsimSupplyReport | null> => {
  const supply = ctx.carrier.esimProfiles;
  if (!supply) return null;
  let imported = 0;
  let rejected = 0;
  for await (const page of supply.available()) {
    if (page.length === 0) continue;
    const csv = Papa.unparse({
      fields: ['iccid', 'sm_dp_address', 'matching_id'],
      data: page.map((profile) => [profile.iccid, profile.smDpAddress, profile.matchingId]),
    });
    const report = await importProfiles(ctx, csv);
    imported += report.imported;
    rejected += report.rejected;
  }
  if (rejected > 0) log?.warn({ rejected }, "eSIM profiles of the network refused by the import's rules");
  const { available } = await readStock(ctx);
  const preparing = await supply.preparing();
  const reserved = Math.max(
    0,
    Math.min(RESERVE_MAX_PER_ROUND, ctx.config.ESIM_STOCK_TARGET - available - preparing),
  );
  if (reserved > 0) await supply.reserve(reserved);
  return { imported, rejected, available, preparing, reserved };
};

/**
 * What the network says of the eSIMs given out lately and not yet seen installed (downloaded, installed, failed:
 * Super SIM reports a profile's status, it does not push it), recorded as the card's network events for the
 * connection doctor. Bounded: the newest WATCHED_MAX assigned in the last WATCHED_DAYS days. Answers the events kept.
 */
export const pullEsimProfileEvents = async (ctx: AppContext): Promise<number> => {
  const supply = ctx.carrier.esimProfiles;
  if (!supply) return 0;
  const db = ctx.database.db;
  const since = new Date(ctx.clock.now().getTime() - WATCHED_DAYS * 86_400_000);
  const assigned = await recentlyAssignedProfiles(db, since, WATCHED_MAX);
  const installed = await cardsWithEvent(
    db,
    assigned.map((card) => card.cardId),
    'profile_installed',
  );
  const watched = assigned.filter((card) => !installed.has(card.cardId)).map((card) => card.iccid);
  if (watched.length === 0) return 0;
  const events = await supply.statuses(watched);
  return (await recordNetworkEvents(db, ctx.carrier.name, events, ctx.clock.now())).kept;
};

/**
 * Fills the eSIM stock from the network every few minutes, the first time at start, and records what it says of the
 * eSIMs given out; null when it makes none.
 */
export const startEsimSupplyRounds = (ctx: AppContext, log: Log): PeriodicWork | null => {
  if (!ctx.carrier.esimProfiles || ctx.config.ESIM_STOCK_TARGET === 0) return null;
  return startPeriodic({
    name: 'the eSIM profile supply',
    delayMs: () => EVERY_MS,
    runAtStart: true,
    run: async () => {
      const report = await supplyEsimProfiles(ctx, log);
      if (report && (report.imported > 0 || report.reserved > 0)) log.info(report, 'eSIM profiles supplied');
      const told = await pullEsimProfileEvents(ctx);
      if (told > 0) log.info({ events: told }, "eSIM profiles' statuses recorded");
    },
    log,
  });
};
