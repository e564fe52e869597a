import type { CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';
import type { AutoAddOnRule, CardCapsRule } from '@simportal/contract/api/usage';
import type { Activity, PayOrder } from '@simportal/contract/api/wallet';
import { inLocaleOrder, type LocalizedText } from '@simportal/contract/localized-text';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { apiKeysForExport, listPasskeys, listSessions } from '../auth/index.ts';
import { addOnPurchasesOf, getRunwayReminder, listCardBilling } from '../billing/index.ts';
import { networkEventsExport } from '../carrier/index.ts';
import { addOnNames } from '../catalog/index.ts';
import { getAlertChannels, getQuietHours, inboxOf } from '../notify/index.ts';
import { readCompanyDetails } from '../papers/index.ts';
import { pushDevicesOf } from '../push/index.ts';
import { cardGroupsExport, groupsOfMembers, iccidsOf, listMyCards } from '../sims/index.ts';
import {
  autoAddOnsOfCards,
  capsOfCards,
  dataAlertsOfCards,
  lifelinesOf,
  spikesOfCards,
  type TrafficKey,
  type TrafficRow,
  trafficPage,
} from '../usage/index.ts';
import { findUserById, membersOf } from '../users/index.ts';
import { activityPage, getWalletSummary, listMyPayOrders } from '../wallet/index.ts';
import { webhookEndpointsOf } from '../webhooks/index.ts';
import { keysetPages, numberedPages, type PageSource } from './streams.ts';

/** Rows a page of the long histories (activities, traffic) holds: memory stays flat whatever the history. */
export const PAGE_ROWS = 500;
/** Cards, pay orders and add-ons come in pages of the owning module's service. */
const SERVICE_PAGE = 100;

/** account.json: who the account is, without any secret (no password hash, tokens or codes). */
export const readAccount = async (ctx: AppContext, userId: number) => {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new DomainError('session_ended');
  const wallet = await getWalletSummary(ctx, userId);
  const reminder = await getRunwayReminder(ctx, userId);
  const channels = await getAlertChannels(ctx, userId);
  const quietHours = await getQuietHours(ctx, userId);
  const { groups } = await cardGroupsExport(ctx.database.db, userId);
  const company = await readCompanyDetails(ctx.database.db, userId);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    language: user.locale,
    registeredAt: user.createdAt.toISOString(),
    balanceMinor: wallet.balance,
    currency: wallet.currency,
    // mailed when the balance covers fewer than this many days of fees (0: never); chosen: theirs, not the default
    lowBalanceReminderDays: reminder.days,
    lowBalanceReminderChosen: reminder.chosen,
    // how each alert reaches them: by mail, by push, both or neither (decision 0073)
    alertChannels: channels.alerts,
    // when their push notifications wait (issue #68)
    quietHours,
    // the groups they named (decision 0075); each card names its group by id (cards, groupId)
    cardGroups: groups.map((group) => ({ ...group, createdAt: group.createdAt.toISOString() })),
    // the company their papers are made out to (decision 0102); empty fields: none given
    companyDetails: company,
  };
};

/** A card as My SIMs shows it, with its billing (plan, next plan, allowance), data alerts and auto add-on beside it. */
export type ExportedCard = SimCard & {
  billing: CardBilling | null;
  dataAlerts: number[];
  autoAddOn: AutoAddOnRule | null;
  /** The card's daily caps (issue #59), null without. */
  dailyCaps: CardCapsRule | null;
  /** The lifelines it had while theirs, oldest first (decision 0096). */
  lifelines: Awaited<ReturnType<typeof lifelinesOf>>;
  /** The data spikes its holder was told of (issue #70): the business day, KB used then, the usual day's KB. */
  dataSpikes: { businessDay: string; usedKb: number; usualKb: number }[];
};

/** cards: My SIMs' pages (sims), each joined to the same page of the cards' billing (billing) and alerts (usage). */
export const cardPages = (ctx: AppContext, auth: AuthUser): PageSource<ExportedCard> =>
  numberedPages(SERVICE_PAGE, async (page, pageSize) => {
    const cards = await listMyCards(ctx, auth, { page, pageSize });
    const billing = await listCardBilling(ctx, auth.userId, { page, pageSize });
    const byId = new Map(billing.items.map((item) => [item.cardId, item]));
    const cardIds = cards.value.items.map((card) => card.id);
    const alerts = await dataAlertsOfCards(ctx.database.db, auth.userId, cardIds);
    const autoAddOns = await autoAddOnsOfCards(ctx.database.db, auth.userId, cardIds);
    const caps = await capsOfCards(ctx.database.db, auth.userId, cardIds);
    const lifelines = await lifelinesOf(ctx.database.db, auth.userId);
    const spikes = await spikesOfCards(ctx.database.db, auth.userId, cardIds);
    return {
      items: cards.value.items.map((card) => ({
        ...card,
        billing: byId.get(card.id) ?? null,
        dataAlerts: alerts.get(card.id) ?? [],
        autoAddOn: autoAddOns.get(card.id) ?? null,
        dailyCaps: caps.get(card.id) ?? null,
        lifelines: lifelines.filter((lifeline) => lifeline.cardId === card.id),
        dataSpikes: spikes.get(card.id) ?? [],
      })),
    };
  });

/** pay orders: the wallet's list, newest first. */
export const payOrderPages = (ctx: AppContext, userId: number): PageSource<PayOrder> =>
  numberedPages(SERVICE_PAGE, (page, pageSize) => listMyPayOrders(ctx, userId, { page, pageSize }));

/** activities: the wallet's presentation of each balance change, newest first, by id (keyset). */
export const activityPages = (ctx: AppContext, userId: number): PageSource<Activity> =>
  keysetPages(
    PAGE_ROWS,
    (before: number | null, size) => activityPage(ctx.database.db, userId, before, size),
    (activity) => activity.id,
  );

export interface ExportedAddOn {
  id: number;
  cardId: number;
  iccid: string;
  addOn: LocalizedText;
  trafficMb: number;
  priceMinor: number;
  businessDay: string;
  purchasedAt: string;
}

/** add-ons bought for the caller's cards, oldest first. */
export const addOnPages = (ctx: AppContext, userId: number): PageSource<ExportedAddOn> =>
  keysetPages(
    SERVICE_PAGE,
    async (after: number | null, size) => {
      const db = ctx.database.db;
      const rows = await addOnPurchasesOf(db, userId, after, size);
      const [names, iccids] = await Promise.all([
        addOnNames(db, [...new Set(rows.map((row) => row.addOnId))]),
        iccidsOf(db, [...new Set(rows.map((row) => row.cardId))]),
      ]);
      return rows.map((row) => ({
        id: row.id,
        cardId: row.cardId,
        iccid: iccids.get(row.cardId) ?? '',
        addOn: inLocaleOrder(names.get(row.addOnId)),
        trafficMb: row.trafficMb,
        priceMinor: row.priceMinor,
        businessDay: row.businessDay,
        purchasedAt: row.purchasedAt.toISOString(),
      }));
    },
    (row) => row.id,
  );

/**
 * traffic by card, day and region, as the carrier reported it, of the caller's cards since they hold them, page
 * by page in the records' key order (usage's trafficPage).
 */
export const trafficPages = (ctx: AppContext, userId: number): PageSource<TrafficRow> =>
  keysetPages(
    PAGE_ROWS,
    (after: TrafficKey | null, size) => trafficPage(ctx, userId, after, size),
    (row) => ({ cardId: row.cardId, day: row.day, regionCode: row.regionCode }),
  );

/** sessions.json: the account's live sign-ins as Personal Center › Sessions lists them. */
export const readSessions = async (ctx: AppContext, auth: AuthUser) => (await listSessions(ctx, auth)).items;

/**
 * devices.json: the browsers that receive notifications (Personal Center › Notifications), with the push service
 * address each one gave; not the keys that encrypt for it.
 */
export const readPushDevices = async (ctx: AppContext, userId: number) =>
  (await pushDevicesOf(ctx.database.db, userId)).map((device) => ({
    browser: device.browser,
    os: device.os,
    endpoint: device.endpoint,
    subscribedAt: device.createdAt.toISOString(),
    lastNotifiedAt: device.lastSuccessAt?.toISOString() ?? null,
  }));

/** inbox.json: what the portal told the account in the last 90 days, each event as recorded (issue #68). */
export const readInbox = async (ctx: AppContext, userId: number) =>
  (await inboxOf(ctx.database.db, userId)).map((row) => ({
    kind: row.kind,
    data: row.data,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
  }));

/** network-events.json: what the network saw of the account's cards while it held them (decision 0094). */
export const readNetworkEvents = async (ctx: AppContext, userId: number) =>
  networkEventsExport(ctx.database.db, userId);

/**
 * members.json: the people the account lets use some of its cards (decision 0103): name, address, the groups they
 * reach and when they joined; what they did is the audit log's.
 */
export const readMembers = async (ctx: AppContext, userId: number) => {
  const db = ctx.database.db;
  const members = await membersOf(db, userId);
  const groups = await groupsOfMembers(
    db,
    members.map((member) => member.id),
  );
  return members.map((member) => ({
    username: member.username,
    email: member.email,
    groups: (groups.get(member.id) ?? []).map((group) => group.name),
    joinedAt: member.createdAt.toISOString(),
  }));
};

/** passkeys.json: the passkeys that sign the account in (decision 0105): names and dates; no key. */
export const readPasskeys = async (ctx: AppContext, userId: number) => listPasskeys(ctx.database.db, userId);

/** api-keys.json: the account's API keys (decision 0076), revoked ones too: names, prefixes, scopes, dates; no secret. */
export const readApiKeys = async (ctx: AppContext, userId: number) =>
  apiKeysForExport(ctx.database.db, userId);
/** webhooks.json: the addresses the account's own systems listen at and the events each wants; never a secret. */
export const readWebhooks = async (ctx: AppContext, userId: number) =>
  (await webhookEndpointsOf(ctx.database.db, userId)).map((endpoint) => ({
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    createdAt: endpoint.createdAt.toISOString(),
  }));
