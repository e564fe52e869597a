import type { AdminCard } from '@simportal/contract/api/admin';
import type { BillingPlan, CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';
import type { UserInfo } from '@simportal/contract/api/user';
import type { AdminPayOrder } from '@simportal/contract/api/wallet';
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
  isStarterPack: false,
  starterPackPlan: null,
  starterPackDays: null,
  currentPlan: null,
  planCreatedAt: null,
  expireAt: null,
  boundAt: null,
  deletedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

/** Alice's pay order of 20.00 (+0.20 fee) waiting for an administrator, as Admin Management lists it. */
export const adminPayOrder = (overrides: Partial<AdminPayOrder> = {}): AdminPayOrder => ({
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
  userId: 8,
  username: 'alice',
  email: 'alice@example.com',
  overdue: false,
  ...overrides,
});
