import { Readable } from 'node:stream';
import { DEFAULT_LOCALE, localeOrDefault } from '@simportal/contract/locales';
import type { LocalizedText } from '@simportal/contract/localized-text';
import { minorToMajorString } from '@simportal/contract/money';
import { textIn } from '@simportal/contract/text-in';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../app-context.ts';
import { csvText } from '../../http/csv-cell.ts';
import type { AuthUser } from '../auth/index.ts';
import { activityCsv } from '../wallet/index.ts';
import { consentsOf, readmeText } from './readme.ts';
import {
  activityPages,
  addOnPages,
  cardPages,
  payOrderPages,
  readAccount,
  readApiKeys,
  readInbox,
  readMembers,
  readNetworkEvents,
  readPasskeys,
  readPushDevices,
  readSessions,
  readWebhooks,
  trafficPages,
} from './sources.ts';
import { csvStream, jsonArrayStream, jsonBuffer } from './streams.ts';

const planName = (plan: { name: LocalizedText } | null) => (plan ? textIn(plan.name, DEFAULT_LOCALE) : '');

/**
 * The caller's archive as a zip stream. The small parts (account, sessions, devices, inbox, network events, webhooks, consents, README) are read before
 * the first byte, so a failure there still answers an error envelope; the long ones are added lazily: yazl opens
 * each entry's stream only when the previous one is written, and each stream reads its rows a page at a time.
 */
export const buildArchive = async (
  ctx: AppContext,
  auth: AuthUser,
): Promise<{ username: string; stream: Readable }> => {
  const userId = auth.userId;
  const account = await readAccount(ctx, userId);
  const sessions = await readSessions(ctx, auth);
  const devices = await readPushDevices(ctx, userId);
  const inbox = await readInbox(ctx, userId);
  const networkEvents = await readNetworkEvents(ctx, userId);
  const keys = await readApiKeys(ctx, userId);
  const webhooks = await readWebhooks(ctx, userId);
  const members = await readMembers(ctx, userId);
  const passkeyList = await readPasskeys(ctx, userId);
  const locale = localeOrDefault(account.language);
  const now = ctx.clock.now();
  const mtime = now;
  const zip = new ZipFile();
  // a page that fails mid-way ends the download (the client sees a cut archive, never a 200 that looks whole)
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  const lazy = (path: string, open: () => Readable) =>
    zip.addReadStreamLazy(path, { mtime }, (callback) => callback(null, open()));

  zip.addBuffer(Buffer.from(`\uFEFF${readmeText(locale, account.username, now)}`), 'README.txt', { mtime });
  zip.addBuffer(jsonBuffer(account), 'account.json', { mtime });

  lazy('cards.json', () => jsonArrayStream(cardPages(ctx, auth)));
  lazy('cards.csv', () =>
    csvStream(
      [
        'id',
        'iccid',
        'card_number',
        'type',
        'status',
        'label',
        'plan',
        'next_plan',
        'bound_at',
        'expire_at',
        'data_alerts',
        'auto_add_on',
        'daily_caps',
        'data_spikes',
      ],
      cardPages(ctx, auth),
      (card) => [
        String(card.id),
        csvText(card.iccid),
        csvText(card.cardNumber),
        card.type,
        card.status,
        csvText(card.label),
        csvText(planName(card.currentPlan)),
        csvText(planName(card.pendingPlan)),
        card.boundAt,
        card.expireAt ?? '',
        // the shares of the allowance at which the holder is mailed, in percent
        card.dataAlerts.join(' '),
        // the add-on bought when the data left falls below the share, its caps, and whether it is on
        card.autoAddOn
          ? `add-on ${card.autoAddOn.addOnId} below ${card.autoAddOn.whenLeftBelowPercent}% ` +
            `max ${card.autoAddOn.maxPerDay}/day ${card.autoAddOn.maxPerCycle}/cycle ` +
            (card.autoAddOn.enabled ? 'on' : 'off')
          : '',
        // the card's daily caps (decision 0074): data in MB and money in minor units a day, and what each does
        card.dailyCaps
          ? [
              card.dailyCaps.dataMbPerDay !== null &&
                `data ${card.dailyCaps.dataMbPerDay} MB/day ${card.dailyCaps.dataAction}`,
              card.dailyCaps.moneyMinorPerDay !== null &&
                `money ${card.dailyCaps.moneyMinorPerDay}/day ${card.dailyCaps.moneyAction}`,
            ]
              .filter(Boolean)
              .join(' ')
          : '',
        // the data spikes its holder was told of (issue #70): the day, KB used then and the usual day's KB
        card.dataSpikes.map((spike) => `${spike.businessDay} ${spike.usedKb}/${spike.usualKb} KB`).join(' '),
      ],
    ),
  );
  lazy('add-ons.json', () => jsonArrayStream(addOnPages(ctx, userId)));
  lazy('add-ons.csv', () =>
    csvStream(
      ['id', 'card_id', 'iccid', 'add_on', 'traffic_mb', 'price', 'currency', 'business_day', 'purchased_at'],
      addOnPages(ctx, userId),
      (row) => [
        String(row.id),
        String(row.cardId),
        csvText(row.iccid),
        csvText(textIn(row.addOn, locale)),
        String(row.trafficMb),
        minorToMajorString(row.priceMinor),
        account.currency,
        row.businessDay,
        row.purchasedAt,
      ],
    ),
  );
  lazy('activities.json', () => jsonArrayStream(activityPages(ctx, userId)));
  lazy('activities.csv', () => Readable.from(activityCsv(ctx, userId, {})));
  lazy('pay-orders.json', () => jsonArrayStream(payOrderPages(ctx, userId)));
  lazy('pay-orders.csv', () =>
    csvStream(
      [
        'reference',
        'status',
        'method',
        'amount',
        'service_fee',
        'international_fee',
        'total',
        'currency',
        'remark',
        'created_at',
        'finished_at',
        'cancelled_at',
      ],
      payOrderPages(ctx, userId),
      (order) => [
        order.reference,
        order.status,
        order.method,
        minorToMajorString(order.amountMinor),
        minorToMajorString(order.serviceFeeMinor),
        minorToMajorString(order.internationalFeeMinor),
        minorToMajorString(order.totalMinor),
        order.currency,
        csvText(order.remark),
        order.createdAt,
        order.finishedAt ?? '',
        order.cancelledAt ?? '',
      ],
    ),
  );
  lazy('traffic.json', () => jsonArrayStream(trafficPages(ctx, userId)));
  lazy('traffic.csv', () =>
    csvStream(
      ['card_id', 'iccid', 'day', 'region_code', 'region_name', 'used_kb'],
      trafficPages(ctx, userId),
      (row) => [
        String(row.cardId),
        csvText(row.iccid),
        row.day,
        row.regionCode,
        csvText(row.regionName),
        String(row.usedKb),
      ],
    ),
  );
  zip.addBuffer(jsonBuffer(sessions), 'sessions.json', { mtime });
  zip.addBuffer(jsonBuffer(devices), 'devices.json', { mtime });
  zip.addBuffer(jsonBuffer(inbox), 'inbox.json', { mtime });
  zip.addBuffer(jsonBuffer(networkEvents), 'network-events.json', { mtime });
  zip.addBuffer(jsonBuffer(keys), 'api-keys.json', { mtime });
  zip.addBuffer(jsonBuffer(webhooks), 'webhooks.json', { mtime });
  zip.addBuffer(jsonBuffer(members), 'members.json', { mtime });
  zip.addBuffer(jsonBuffer(passkeyList), 'passkeys.json', { mtime });
  zip.addBuffer(jsonBuffer(consentsOf(locale)), 'consents.json', { mtime });
  zip.end();
  return { username: account.username, stream: zip.outputStream as Readable };
};
