import type { Locale } from '@simportal/contract/locales';
import { REFUND_REASONS, type RefundReason } from '@simportal/contract/refund-rule';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/format.ts';

/** How a detail is shown: a labelled, formatted value, or nothing (an internal id no administrator reads). */
type Shown =
  | 'money'
  | 'time'
  | 'day'
  | 'count'
  | 'text'
  | 'localized'
  | 'fields'
  | 'onSale'
  | 'channelKinds'
  | 'role'
  | 'lockScope'
  | 'refundGround'
  | 'refundOutcome'
  | 'names'
  | 'hidden';

// The keys the server's audit rows carry (modules/*/admin-routes.ts, admin/starter-pack-admin.ts,
// admin/customer-view*.ts, deliveries/failed-deliveries.ts). Ids and codes stay in the database for an
// investigation; the screen shows what a person acts on.
const SHOWN: Record<string, Shown> = {
  amountMinor: 'money',
  // the catalogue's entries (modules/catalog): the item's name in the reader's language, what changed
  name: 'localized',
  fields: 'fields',
  previousPriceMinor: 'money',
  priceMinor: 'money',
  cycleDays: 'count',
  version: 'count',
  effectiveFrom: 'day',
  onSale: 'onSale',
  // the support settings (modules/support/settings.ts): the channels' kinds now and before, the usual wait
  channels: 'channelKinds',
  before: 'channelKinds',
  confirmWithinHours: 'count',
  // an account's deletion (commands/delete-account.ts) and the second factor (modules/auth/second-factor-routes.ts)
  cards: 'count',
  balanceMinor: 'money',
  payOrdersCancelled: 'count',
  recoveryCodes: 'count',
  // an administrator's proofs locked after wrong ones (modules/auth/proof-witness.ts; the lock's end is expiresAt)
  wrongProofs: 'count',
  // the administrators (commands/administrator-routes.ts) and their passkeys (second-factor-routes.ts)
  email: 'text',
  role: 'role',
  roleBefore: 'role',
  reason: 'text',
  reference: 'text',
  cardNumber: 'text',
  // a binding lock (issue #56: commands/bind-lock-alert.ts, sims/admin-routes.ts)
  scope: 'lockScope',
  failures: 'count',
  windowMinutes: 'count',
  until: 'time',
  lockedUntil: 'time',
  days: 'count',
  expireAt: 'time',
  from: 'time',
  to: 'time',
  expiresAt: 'time',
  total: 'count',
  imported: 'count',
  accepted: 'count',
  duplicates: 'count',
  rejected: 'count',
  changed: 'count',
  method: 'hidden',
  route: 'hidden',
  status: 'hidden',
  kind: 'hidden',
  activityId: 'hidden',
  orderId: 'hidden',
  sessionId: 'hidden',
  importId: 'hidden',
  // a network reconciliation's run (its figures are on Admin Management › Network)
  runId: 'hidden',
  resumed: 'hidden',
  planId: 'hidden',
  planCode: 'hidden',
  replaced: 'hidden',
  replayed: 'hidden',
  mode: 'hidden',
  id: 'hidden',
  action: 'hidden',
  mailKind: 'hidden',
  was: 'hidden',
  // a refund (commands/refund-request.ts, refund-decision.ts, decision 0101): the rule's outcome and its ground
  outcome: 'refundOutcome',
  ground: 'refundGround',
  note: 'text',
  requestId: 'hidden',
  refundActivityId: 'hidden',
  // the lifeline the operator set (billing/lifeline-settings.ts, decision 0096)
  lifelineDays: 'count',
  lifelineMegabytes: 'count',
  lifelineKbps: 'count',
  // members (commands/members, decision 0103): who, and the groups they reach by name
  username: 'text',
  groups: 'names',
  addOnId: 'hidden',
  // a card slowed until tomorrow (usage/spike-slow.ts, decision 0097): the day, and the day it lifts
  businessDay: 'day',
  liftsOn: 'day',
  carrierTold: 'hidden',
  // a bulk job (card-jobs/start-job.ts, card-job-round.ts): its number in the jobs list, what its cancel left
  jobId: 'text',
  cancelled: 'count',
  decided: 'count',
  // a card taken back from its holder (commands/admin-card-actions.ts): the label the holder gave it
  label: 'text',
};

/** Whether the screen knows how to show a detail (shown labelled, or hidden on purpose). */
export const knowsAuditDetail = (key: string): boolean => key in SHOWN;

/** A refund's reason is one of the contract's codes, worded as the queue words it; any other reason is free text. */
const isRefundReason = (value: unknown): value is RefundReason =>
  (REFUND_REASONS as readonly unknown[]).includes(value);

export interface DetailWords {
  t: TFunction;
  locale: Locale;
  money: (minor: number) => string;
  when: (iso: string) => string;
  number: (value: number) => string;
}

/**
 * An audit entry's details as a person reads them, in the interface language: "Amount: $100.00 · Reason:
 * Welcome credit", "Request: POST /api/sims → 200". A key this list does not know is shown as it is, so a new
 * detail is never lost from the screen.
 */
export const describeAuditDetails = (details: Record<string, unknown>, words: DetailWords): string => {
  const { t } = words;
  const parts: string[] = [];
  if (typeof details.method === 'string' && typeof details.route === 'string')
    parts.push(
      t('admin.audit.field.request', {
        request: `${details.method} ${details.route}${typeof details.status === 'number' ? ` → ${details.status}` : ''}`,
      }),
    );
  if (details.kind === 'carrier_command' || details.kind === 'mail')
    parts.push(t(`admin.audit.field.kind.${details.kind}`));
  // a role that changed or was taken away reads as one change: "Role: Support → Owner", "Role: Owner → removed"
  const roleChanged = typeof details.roleBefore === 'string';
  if (roleChanged)
    parts.push(
      t('admin.audit.field.labelled', {
        label: t('admin.audit.field.role'),
        value: t('admin.audit.field.change', {
          from: t(`admin.roles.${String(details.roleBefore)}`),
          to:
            typeof details.role === 'string'
              ? t(`admin.roles.${details.role}`)
              : t('admin.audit.field.roleRemoved'),
        }),
      }),
    );
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined || value === '') continue;
    if (roleChanged && (key === 'role' || key === 'roleBefore')) continue;
    const shown = SHOWN[key];
    if (shown === 'hidden') continue;
    if (shown === undefined) {
      parts.push(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
      continue;
    }
    const text =
      shown === 'localized' && typeof value === 'object'
        ? ((value as Partial<Record<Locale, string>>)[words.locale] ?? JSON.stringify(value))
        : shown === 'fields' && Array.isArray(value)
          ? value
              .map((field) => t(`admin.catalogue.fieldName.${String(field)}`))
              .join(t('destinations.separator'))
          : shown === 'names' && Array.isArray(value)
            ? value.length === 0
              ? t('admin.audit.field.none')
              : value.map(String).join(t('destinations.separator'))
            : shown === 'channelKinds' && Array.isArray(value)
              ? value.length === 0
                ? t('admin.audit.field.none')
                : value.map((kind) => t(`support.kind.${String(kind)}`)).join(t('destinations.separator'))
              : shown === 'role'
                ? t(`admin.roles.${String(value)}`)
                : shown === 'lockScope'
                  ? t(`admin.audit.field.scopes.${String(value)}`)
                  : shown === 'refundGround'
                    ? t(`admin.refunds.because.${String(value)}`)
                    : shown === 'refundOutcome'
                      ? t(`admin.audit.field.outcomes.${String(value)}`)
                      : key === 'reason' && isRefundReason(value)
                        ? t(`admin.refunds.reason.${value}`)
                        : shown === 'onSale'
                          ? t(value ? 'admin.catalogue.onSale' : 'admin.catalogue.retired')
                          : shown === 'day' && typeof value === 'string'
                            ? formatDay(value, words.locale)
                            : shown === 'money' && typeof value === 'number'
                              ? words.money(value)
                              : shown === 'time' && typeof value === 'string'
                                ? words.when(value)
                                : shown === 'count' && typeof value === 'number'
                                  ? words.number(value)
                                  : String(value);
    parts.push(t('admin.audit.field.labelled', { label: t(`admin.audit.field.${key}`), value: text }));
  }
  return parts.join(' · ');
};
