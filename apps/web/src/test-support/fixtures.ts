import type { AdminCard, AdminConsoleCard, AdminCustomer, CustomerView } from '@simportal/contract/api/admin';
import type { BillingPlan, CardBilling } from '@simportal/contract/api/billing';
import type { CardJob } from '@simportal/contract/api/card-jobs';
import type { AddOn, BasicPlan, Catalogue } from '@simportal/contract/api/catalog';
import type { CardImportReport, SimCard } from '@simportal/contract/api/sims';
import type { SupportSettings } from '@simportal/contract/api/support';
import type { UserInfo } from '@simportal/contract/api/user';
import type {
  Activity,
  AdminPayOrder,
  ConfirmPayOrderResult,
  PayOrder,
} from '@simportal/contract/api/wallet';
import { ADMIN_LEVEL, CUSTOMER_LEVEL } from '@simportal/contract/enums';
import { authStore } from '../stores/auth-store.ts';

// The server's answers that many component tests need, shaped by the contract: a test states only what differs.

/** Global Daily 500 MB at 1.50 a day, as a card's billing names its plan. */
export const DAILY_PLAN: BillingPlan = {
  id: 1,
  name: { en: 'Global Daily 500 MB', 'zh-CN': '全球日包 500 MB' },
  priceMinor: 150,
  cycleDays: 1,
  dailyFeeMinor: 150,
  firstDayFeeMinor: 150,
  totalTrafficMb: 500,
  trafficLimitType: 'PER_DAY',
  restrictRule: 'THROTTLE',
};

/** Card 12 in use on DAILY_PLAN, today paid (GET /api/billing/cards' item). */
export const cardBilling = (overrides: Partial<CardBilling> = {}): CardBilling => ({
  cardId: 12,
  cardNumber: '1000000012',
  label: null,
  status: 'USING',
  businessDay: '2026-11-23',
  currentPlan: DAILY_PLAN,
  pendingPlan: null,
  nextPlan: null,
  cycleStartDay: '2026-11-01',
  todayFeeMinor: 150,
  todayCharged: true,
  allowance: null,
  suspendReason: null,
  addOnBlocker: null,
  usedToday: false,
  usageUpdatedAt: null,
  trip: { startsOn: null, endsAfter: null, idlePauseDays: null },
  dailyCap: null,
  lifeline: null,
  ...overrides,
});

/** Card 12 as My SIMs lists it (GET /api/sims' item), in use on DAILY_PLAN. */
export const simCard = (overrides: Partial<SimCard> = {}): SimCard => ({
  id: 12,
  cardNumber: '1000000012',
  iccid: '89860000000000000127',
  type: 'PHYSICAL',
  status: 'USING',
  label: null,
  groupId: null,
  isStarterPack: false,
  currentPlan: { id: DAILY_PLAN.id, name: DAILY_PLAN.name },
  pendingPlan: null,
  planCreatedAt: '2026-11-01T08:00:00.000Z',
  expireAt: null,
  boundAt: '2026-11-01T08:00:00.000Z',
  canStopBilling: true,
  usage: null,
  ...overrides,
});

/** A signed-in customer with `balance` (minor units) in the header; with `adminRole`, an administrator. */
export const signIn = (balance: number, extra: Partial<UserInfo> = {}) => {
  authStore.getState().setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: 'traveller',
    email: 't@x.test',
    isRememberMe: false,
  });
  authStore.getState().setUserInfo({
    id: 5,
    username: 'traveller',
    email: 't@x.test',
    level: extra.adminRole ? ADMIN_LEVEL : CUSTOMER_LEVEL,
    balance,
    ...extra,
  });
};

/** Card 7 of the Admin Management's card list: a free PHYSICAL card in the inventory, never bound. */
export const adminCard = (overrides: Partial<AdminCard> = {}): AdminCard => ({
  id: 7,
  cardNumber: '1000000007',
  iccid: '89860000000000000077',
  type: 'PHYSICAL',
  status: 'NOT_ACTIVE',
  channelName: 'demo',
  label: null,
  holder: null,
  group: null,
  isStarterPack: false,
  starterPackPlan: null,
  starterPackDays: null,
  currentPlan: null,
  planCreatedAt: null,
  expireAt: null,
  boundAt: null,
  deletedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  bindLockedUntil: null,
  ...overrides,
});

/** A card as the operator's console lists it: its live columns empty (no holder) unless told. */
export const consoleCard = (overrides: Partial<AdminConsoleCard> = {}): AdminConsoleCard => ({
  ...adminCard(),
  live: {
    periodKb: null,
    allowanceKb: null,
    slowed: false,
    capHold: null,
    lastReportAt: null,
    runwayDays: null,
    coveredUntil: null,
  },
  ...overrides,
});

/** A bulk action of 10 cards by support, half done, one card refused for lack of credit. */
export const cardJob = (overrides: Partial<CardJob> = {}): CardJob => ({
  id: 40,
  action: 'stop_billing',
  planId: null,
  state: 'running',
  createdBy: { id: 2, username: 'support' },
  createdAt: '2026-11-27T08:00:00.000Z',
  endedAt: null,
  total: 10,
  counts: { waiting: 5, done: 3, skipped: 1, failed: 1, cancelled: 0 },
  failures: [{ cardId: 12, cardNumber: '1000000012', reason: 'insufficient_credit' }],
  ...overrides,
});

/** A pay order of 20.00 (+0.20 fee) waiting for an administrator, as its customer sees it (/pay, the list). */
export const payOrder = (overrides: Partial<PayOrder> = {}): PayOrder => ({
  id: '0b6c3f5e-8d1a-4c2e-9f3b-2a1d4e5f6a7b',
  reference: 'PO-7K3M9QXA',
  remark: '',
  method: 'DOMESTIC',
  status: 'INIT',
  amountMinor: 2_000,
  serviceFeeMinor: 20,
  internationalFeeMinor: 0,
  totalMinor: 2_020,
  currency: 'USD',
  createdAt: '2026-11-25T07:00:00.000Z',
  finishedAt: null,
  cancelledAt: null,
  repaysMinor: 0,
  ...overrides,
});

/** Alice's pay order of 20.00 (+0.20 fee) waiting for an administrator, as Admin Management lists it. */
export const adminPayOrder = (overrides: Partial<AdminPayOrder> = {}): AdminPayOrder => ({
  ...payOrder(),
  userId: 8,
  username: 'alice',
  email: 'alice@example.com',
  overdue: false,
  advancedMinor: null,
  ...overrides,
});

/** Alice, customer 8, with 12.50 and one card, as the Customer List shows her. */
export const adminCustomer = (overrides: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: 8,
  username: 'alice',
  email: 'alice@example.com',
  balance: 1_250,
  currency: 'USD',
  cardCount: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  deletedAt: null,
  memberOf: null,
  advance: null,
  ...overrides,
});

/** A top-up of 20.00 confirmed by an administrator, the balance then 20.00 (GET /api/wallet/activities' item). */
export const activity = (overrides: Partial<Activity> = {}): Activity => ({
  id: 1,
  type: 'TOP_UP',
  amountMinor: 2_000,
  balanceAfterMinor: 2_000,
  reason: 'recharge',
  note: null,
  starterPack: null,
  cardId: null,
  cardNumber: null,
  payOrderId: null,
  refundsActivityId: null,
  esimPurchaseId: null,
  rechargeStatus: 'FINISHED',
  tradeDate: '2026-11-20',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** The answer to confirming `order` (POST /api/admin/pay-orders/:id/confirm): finished, its amount credited. */
export const confirmedPayOrder = (order: AdminPayOrder = adminPayOrder()): ConfirmPayOrderResult => ({
  order: { ...order, status: 'FINISHED', finishedAt: '2026-11-25T08:00:00.000Z' },
  activity: activity({
    id: 71,
    amountMinor: order.amountMinor,
    balanceAfterMinor: order.amountMinor,
    reason: 'pay_order',
    payOrderId: order.id,
    tradeDate: '2026-11-25',
    createdAt: '2026-11-25T08:00:00.000Z',
  }),
  replayed: false,
});

/** Japan 7 Days, plan 2 of the shop: 10.00 for a week of 5 GB (GET /api/catalog's plan). */
export const shopPlan = (overrides: Partial<BasicPlan> = {}): BasicPlan => ({
  id: 2,
  code: 'jp-7',
  name: { en: 'Japan 7 Days', 'zh-CN': '日本 7 天' },
  description: { en: '', 'zh-CN': '' },
  priceMinor: 1_000,
  cycleDays: 7,
  totalTrafficMb: 5_120,
  trafficLimitType: 'PER_CYCLE',
  restrictRule: 'THROTTLE',
  planType: 'BASIC',
  coverage: ['JP'],
  ...overrides,
});

/** Extra 1 GB, add-on 7 of the shop, at 3.00 (GET /api/catalog's add-on). */
export const shopAddOn = (overrides: Partial<AddOn> = {}): AddOn => ({
  id: 7,
  code: 'add-on-7',
  name: { en: 'Extra 1 GB', 'zh-CN': '加量 1 GB' },
  description: { en: '', 'zh-CN': '' },
  priceMinor: 300,
  trafficMb: 1_024,
  coverage: ['JP'],
  ...overrides,
});

/** The shop's catalogue in USD, a new eSIM at 5.00: shopPlan() alone unless told. */
export const catalogue = (overrides: Partial<Catalogue> = {}): Catalogue => ({
  currency: 'USD',
  esimFeeMinor: 500,
  plans: [shopPlan()],
  addOns: [],
  throttle: 'speed',
  ...overrides,
});

/** How customers reach the administrators to pay (GET /api/support): nothing set up unless told. */
export const supportSettings = (overrides: Partial<SupportSettings> = {}): SupportSettings => ({
  channels: [],
  officeHours: { en: '', 'zh-CN': '' },
  confirmWithinHours: null,
  ...overrides,
});

/** An inventory CSV of two cards answered (POST /api/admin/cards/import): 1000000008 in, 1000000009's ICCID refused. */
export const cardImportReport = (): CardImportReport => ({
  total: 2,
  imported: 1,
  duplicates: 0,
  rejected: 1,
  rows: [
    {
      line: 2,
      cardNumber: '1000000008',
      iccid: '89860000000000000085',
      outcome: 'imported',
      field: null,
      rule: null,
    },
    {
      line: 3,
      cardNumber: '1000000009',
      iccid: '8986',
      outcome: 'rejected',
      field: 'iccid',
      rule: 'iccid_invalid',
    },
  ],
});

/** Alice's view for an administrator (POST /api/admin/customers/8/view): her tokens, for half an hour. */
export const customerView = (): CustomerView => ({
  accessToken: 'customer-access',
  refreshToken: 'customer-refresh',
  accessTokenExpiresAt: '2026-11-25T08:15:00.000Z',
  sessionExpiresAt: '2026-11-25T08:30:00.000Z',
  customer: { id: 8, username: 'alice', email: 'alice@example.com' },
});
