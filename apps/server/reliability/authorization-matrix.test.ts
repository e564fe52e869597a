import { randomUUID } from 'node:crypto';
import { ADMIN_ROLES, type AdminAbility, type AdminRole, roleMay } from '@simportal/contract/admin-roles';
import { API_KEY_SCOPES, type ApiKeyScope } from '@simportal/contract/api/api-keys';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberGroups } from '../src/modules/sims/index.ts';
import { enterView } from '../test/admin-fixtures.ts';
import { bearer, createUser, DEFAULT_PASSWORD } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { errorEnvelopeProblems } from './support/envelope-check.ts';
import { type Customer, mintTokens, type Population, populate } from './support/population.ts';
import { type AppRoute, listAppRoutes, routeName } from './support/route-inventory.ts';

// Issue #11, authorization matrix: every route of the application × {anonymous, another customer on a
// customer's objects, an administrator on them through the customer routes, a customer on an admin route, an
// administrator in a customer's view on that customer's password and on admin routes}, with the outcome each is
// designed to get, and no identifier of another account in any answer. The table below must name every route
// the application has: a new route without a row fails the first test.

/** Who may call a route. */
type Access =
  /** Anyone; the answer depends on the request only. */
  | 'public'
  /** The OpenAPI document and its viewer: public, and hold no account data. */
  | 'docs'
  /** The development mailbox: public while mail stays in the outbox (no SMTP_URL) and DEV_MAILBOX is on. */
  | 'dev-mailbox'
  /** GET /metrics: a request from this machine, or the bearer of METRICS_TOKEN when set (test/metrics.test.ts). */
  | 'operator'
  /** A signed-in user (customer, administrator, or an administrator in a customer's view), on their own things. */
  | 'signed-in'
  /** The refresh token is the credential (GET /api/user/refresh). */
  | 'refresh-token'
  /**
   * A signed-in user on all of their own sessions at once (ending the others): it names no object, so another
   * account has nothing to reach; its own test below holds it to the caller's sessions.
   */
  | 'own-sessions'
  /**
   * Deleting the caller's own account (decision 0040): it names no object, so another account has nothing to
   * reach; test/account-deletion.test.ts holds it to the customer themself (no_permission for an administrator
   * and in a customer view).
   */
  | 'own-account'
  /** Only a customer view's own token (leaving it). */
  | 'customer-view'
  /** An administrator acting as themself. */
  | 'admin';

/** The population with the catalogue's plan and add-on ids, which requests name. */
type People = Population & { catalog: { planIds: number[]; addOnIds: number[] } };

interface RequestSpec {
  url?: string;
  payload?: object | string;
  headers?: Record<string, string>;
}

interface Row {
  access: Access;
  /** admin routes: what the route asks of the administrator's role (contract/admin-roles.ts, issue #34). */
  may?: AdminAbility;
  /** A well-formed request on (or naming) `owner`'s objects; the route's own URL and no body when absent. */
  request?: (owner: Customer, people: People) => RequestSpec;
  /**
   * signed-in routes: what another account gets for `request(bob)` — another customer, an administrator acting
   * as themself, an administrator in another customer's view. An object of someone else is "not found".
   */
  others?: { status: number; key?: string };
  /** What an administrator in a customer's view gets, when it differs from `others`. */
  inView?: { status: number; key?: string };
  /** What an administrator acting as themself gets, when it differs from `others`. */
  asAdmin?: { status: number; key?: string };
  /**
   * signed-in routes a customer's API key reaches (issue #59, decision 0076): the scope it needs there. Without
   * it every route refuses a key (api_key_not_allowed), admin routes above all.
   */
  apiKey?: ApiKeyScope;
  /** signed-in routes: what Bob himself gets for `request(bob)`, proving the request reaches his object. */
  owner?: number[];
  /** public routes: what an anonymous caller gets for `request(bob)`. */
  anonymous?: number[];
  /**
   * Open to a member of the account (decision 0103): as themself ('self': their profile, password, sessions) or on
   * the owner's cards of the member's groups ('cards'). Absent: a member gets 403 member_not_allowed.
   */
  member?: 'self' | 'cards';
  /** Changes the owner's object for good: its owner check runs after the others. */
  destructive?: boolean;
  /**
   * The caller's own news, which tells an administrator of customers' objects (their inbox: a customer's pay order
   * to confirm, as Admin Management shows it them): an administrator's answer may name a customer's.
   */
  namesCustomersToAdmins?: boolean;
}

const NOT_FOUND = { status: 404, key: 'not_found' };
/** The session an access token belongs to (its `sid`). */
const sessionIdOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
/** A well-formed plan and add-on of the catalogue editor (decision 0026). */
const matrixText = { en: 'Matrix', 'zh-CN': '矩阵' };
const matrixPlan = {
  name: matrixText,
  description: matrixText,
  priceMinor: 100,
  cycleDays: 1,
  totalTrafficMb: 100,
  trafficLimitType: 'PER_DAY',
  restrictRule: 'THROTTLE',
  sortOrder: 1,
  coverage: ['JP'],
};
const matrixAddOn = {
  name: matrixText,
  description: matrixText,
  priceMinor: 100,
  trafficMb: 100,
  sortOrder: 1,
  coverage: ['JP'],
};

const csv = { 'content-type': 'text/csv' };
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const MATRIX: Record<string, Row> = {
  // public
  'GET /api/health': { access: 'public', anonymous: [200] },
  'GET /api/health/live': { access: 'public', anonymous: [200] },
  'GET /api/health/ready': { access: 'public', anonymous: [200] },
  'GET /api/catalog': { access: 'public', anonymous: [200] },
  // how to reach the administrators to pay: the pay page is public (issue #32)
  'GET /api/support': { access: 'public', anonymous: [200] },
  'GET /api/catalog/plans': { access: 'public', anonymous: [200] },
  'GET /api/catalog/add-ons': { access: 'public', anonymous: [200] },
  'POST /api/auth/codes': {
    access: 'public',
    request: (bob) => ({ payload: { email: bob.email, purpose: 'reset' } }),
    anonymous: [200],
  },
  'POST /api/auth/register': {
    access: 'public',
    request: (bob) => ({
      payload: {
        username: bob.username,
        email: bob.email,
        password: 'Another-123',
        confirmPassword: 'Another-123',
        code: '000000',
      },
    }),
    anonymous: [400, 409],
  },
  'POST /api/auth/login': {
    access: 'public',
    request: (bob) => ({ payload: { account: bob.username, password: 'not-his-password' } }),
    anonymous: [401],
  },
  'POST /api/auth/password-reset': {
    access: 'public',
    request: (bob) => ({
      payload: { email: bob.email, code: '000000', password: 'Another-123', confirmPassword: 'Another-123' },
    }),
    anonymous: [400],
  },
  // a passkey sign-in (decision 0105): options name nobody; an answer that signs nobody in is refused alike
  'POST /api/auth/passkey/options': { access: 'public', anonymous: [200] },
  'POST /api/auth/passkey': {
    access: 'public',
    request: () => ({ payload: { response: { id: 'unknown', response: { clientDataJSON: 'e30' } } } }),
    anonymous: [401],
  },
  'GET /api/docs': { access: 'docs', anonymous: [200, 302] },
  'GET /api/docs/': { access: 'docs', anonymous: [200, 302] },
  'GET /api/docs/*': {
    access: 'docs',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    anonymous: [200],
  },
  'GET /api/docs/json': { access: 'docs', anonymous: [200] },
  'GET /api/docs/yaml': { access: 'docs', anonymous: [200] },
  'GET /api/docs/static/index.html': { access: 'docs', anonymous: [200, 302] },
  'GET /api/docs/static/swagger-initializer.js': { access: 'docs', anonymous: [200] },
  'GET /dev/mailbox': { access: 'dev-mailbox', anonymous: [200] },
  // app.inject comes from 127.0.0.1 and METRICS_TOKEN is unset: the local operator's case
  'GET /metrics': { access: 'operator', anonymous: [200] },

  // the caller's own account and session
  'GET /api/user/getUserInfo': { access: 'signed-in', member: 'self', others: { status: 200 }, owner: [200] },
  'PATCH /api/user/locale': {
    access: 'signed-in',
    member: 'self',
    request: () => ({ payload: { locale: 'zh-CN' } }),
    others: { status: 200 },
    owner: [200],
  },
  'POST /api/user/password': {
    access: 'signed-in',
    member: 'self',
    // Bob's password is the one every fixture account has: another account typing it changes nothing of Bob's.
    request: () => ({
      payload: { oldPassword: 'not-the-password', password: 'Another-123', confirmPassword: 'Another-123' },
    }),
    others: { status: 400, key: 'old_password_incorrect' },
    // whatever is typed: a customer view never changes the customer's password
    inView: { status: 403, key: 'no_permission' },
    owner: [400],
  },
  'POST /api/auth/logout': { access: 'signed-in', member: 'self', others: { status: 200 }, owner: [200] },
  // the caller's sessions (Personal Center › Sessions): another account's session is not found
  'GET /api/user/sessions': { access: 'signed-in', member: 'self', others: { status: 200 }, owner: [200] },
  'DELETE /api/user/sessions/:id': {
    access: 'signed-in',
    member: 'self',
    request: (bob) => ({ url: `/api/user/sessions/${sessionIdOf(bob.accessToken)}` }),
    others: NOT_FOUND,
    // a customer view ends none of the customer's sessions, whichever it names
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
    destructive: true,
  },
  'POST /api/user/sessions/end-others': { access: 'own-sessions', member: 'self' },
  // the caller's passkeys (decision 0105): a customer's and a member's own; an administrator's are Admin ›
  // Security's; a customer view reads the customer's and adds or removes none
  'GET /api/user/passkeys': {
    access: 'signed-in',
    member: 'self',
    others: { status: 200 },
    asAdmin: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'POST /api/user/passkeys/options': {
    access: 'signed-in',
    member: 'self',
    request: () => ({ payload: { password: 'not-the-password' } }),
    others: { status: 400, key: 'old_password_incorrect' },
    inView: { status: 403, key: 'no_permission' },
    asAdmin: { status: 403, key: 'no_permission' },
    owner: [400],
  },
  'POST /api/user/passkeys': {
    access: 'signed-in',
    member: 'self',
    request: () => ({ payload: { response: { id: 'unknown' } } }),
    others: { status: 400, key: 'passkey_not_added' },
    inView: { status: 403, key: 'no_permission' },
    asAdmin: { status: 403, key: 'no_permission' },
    owner: [400],
  },
  // no fixture account has a passkey: test/customer-passkeys.test.ts removes a real one, and not another's
  'DELETE /api/user/passkeys/:id': {
    access: 'signed-in',
    member: 'self',
    request: () => ({ url: '/api/user/passkeys/unknown-passkey-0000' }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    asAdmin: { status: 403, key: 'no_permission' },
    owner: [404],
  },
  // web push (decision 0070): the key is public; a device of someone else's is not found, an endpoint another
  // account subscribed moves to the caller (one browser, signed in as someone else now); a customer view reads
  // the customer's devices and changes none
  'GET /api/push/key': { access: 'public', anonymous: [200] },
  // the network's webhook sink (decision 0093): Twilio's signature is the credential; with the simulator it is
  // not there (route_not_found), and an unsigned request never reaches the events (network_signature_invalid)
  'POST /api/network/twilio/events': {
    access: 'public',
    request: () => ({ payload: '[]', headers: { 'content-type': 'application/json' } }),
    anonymous: [403, 404],
  },
  'GET /api/push/subscriptions': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  'POST /api/push/subscriptions': {
    access: 'signed-in',
    request: () => ({
      payload: {
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    }),
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'DELETE /api/push/subscriptions/:id': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/push/subscriptions/${bob.pushDeviceId}` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
    destructive: true,
  },
  'POST /api/push/test': {
    access: 'signed-in',
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  // customers' webhooks (decision 0077): another account's endpoint is not found; a customer view reads the
  // endpoints and their log, and changes nothing (nor reads a secret)
  'GET /api/webhooks': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  'POST /api/webhooks': {
    access: 'signed-in',
    request: () => ({
      payload: { url: `https://hooks.example.invalid/${randomUUID()}`, events: ['pay_order.credited'] },
    }),
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200, 409],
  },
  'PATCH /api/webhooks/:id': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}`, payload: { description: 'kitchen router' } }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'DELETE /api/webhooks/:id': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
    destructive: true,
  },
  'POST /api/webhooks/:id/rotate-secret': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}/rotate-secret` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'GET /api/webhooks/:id/secret': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}/secret` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'POST /api/webhooks/:id/test': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}/test` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'GET /api/webhooks/:id/deliveries': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}/deliveries` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/webhooks/:id/events/:eventId': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}/events/${bob.webhookEventId}` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/webhooks/:id/events/:eventId/redeliver': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/webhooks/${bob.webhookId}/events/${bob.webhookEventId}/redeliver` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'POST /api/user/deletion-code': { access: 'own-account' },
  'POST /api/user/deletion': {
    access: 'own-account',
    request: () => ({ payload: { password: 'not-the-password', code: '000000' } }),
  },
  // the caller's own data as a zip (Personal Center › Your data): each account gets its own archive; a customer
  // view gets none of the customer's (decision 0039)
  'GET /api/user/data-export': {
    access: 'signed-in',
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'GET /api/user/refresh': { access: 'refresh-token' },
  // the caller's API keys (decision 0076): made and revoked by the customer alone, never by a key
  'GET /api/api-keys': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  'POST /api/api-keys': {
    access: 'signed-in',
    request: () => ({ payload: { name: 'matrix', scopes: ['read'], expiresInDays: 30 } }),
    others: { status: 201 },
    inView: { status: 403, key: 'no_permission' },
    asAdmin: { status: 403, key: 'no_permission' },
    owner: [201],
  },
  'DELETE /api/api-keys/:id': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/api-keys/${bob.apiKeyId}` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    asAdmin: { status: 403, key: 'no_permission' },
    owner: [200],
    destructive: true,
  },
  'POST /api/customer-view/leave': { access: 'customer-view' },

  // cards (My SIMs) and their billing, eSIM and usage: another account's card is not found
  'GET /api/sims': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    others: { status: 200 },
    owner: [200],
  },
  'POST /api/sims': {
    access: 'signed-in',
    request: (bob) => ({
      payload: {
        cardNumber: bob.physicalCard.cardNumber,
        iccid: bob.physicalCard.iccid,
        verifyCode: '246810',
      },
    }),
    others: { status: 409, key: 'sim_occupied' },
    owner: [200],
  },
  'GET /api/sims/:id': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/sims/${bob.physicalCard.id}` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/sims/:id/connection': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/sims/${bob.physicalCard.id}/connection` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'DELETE /api/sims/:id': {
    access: 'signed-in',
    request: (bob) => ({ url: `/api/sims/${bob.physicalCard.id}` }),
    others: NOT_FOUND,
    owner: [200],
    destructive: true,
  },
  'PATCH /api/sims/:id/label': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({ url: `/api/sims/${bob.physicalCard.id}/label`, payload: { label: 'taken over' } }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/sims/:id/stop-billing': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({ url: `/api/sims/${bob.physicalCard.id}/stop-billing` }),
    others: NOT_FOUND,
    owner: [200, 409],
  },
  'POST /api/sims/:id/plan-orders': {
    access: 'signed-in',
    apiKey: 'buy',
    request: (bob, people) => ({
      url: `/api/sims/${bob.physicalCard.id}/plan-orders`,
      payload: { planId: people.catalog.planIds[1] },
    }),
    others: NOT_FOUND,
    owner: [200, 201, 409],
  },
  'DELETE /api/sims/:id/pending-plan': {
    access: 'signed-in',
    apiKey: 'buy',
    request: (bob) => ({ url: `/api/sims/${bob.physicalCard.id}/pending-plan` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/sims/:id/add-ons': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'buy',
    request: (bob, people) => ({
      url: `/api/sims/${bob.physicalCard.id}/add-ons`,
      payload: { addOnId: people.catalog.addOnIds[0] },
    }),
    others: NOT_FOUND,
    owner: [200, 201, 409],
  },
  // a customer's card groups (issue #59, decision 0075): another's group is not found; a customer view may change
  // and act on them as it may on one card (its label, stop billing, add-ons)
  'GET /api/card-groups': { access: 'signed-in', apiKey: 'read', others: { status: 200 }, owner: [200] },
  'POST /api/card-groups': {
    access: 'signed-in',
    apiKey: 'cards',
    request: () => ({ payload: { name: `Matrix ${randomUUID().slice(0, 8)}` } }),
    others: { status: 201 },
    owner: [201],
  },
  'PATCH /api/card-groups/:id': {
    access: 'signed-in',
    apiKey: 'cards',
    request: () => ({ url: `/api/card-groups/${bobGroupId}`, payload: { name: 'Taken over' } }),
    others: NOT_FOUND,
    owner: [200],
  },
  'DELETE /api/card-groups/:id': {
    access: 'signed-in',
    apiKey: 'cards',
    request: () => ({ url: `/api/card-groups/${bobGroupId}` }),
    others: NOT_FOUND,
    owner: [200],
    destructive: true,
  },
  'PUT /api/card-groups/members': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({ payload: { groupId: bobGroupId, cardIds: [bob.physicalCard.id] } }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/card-groups/:id/quote': {
    access: 'signed-in',
    apiKey: 'read',
    request: () => ({ url: `/api/card-groups/${bobGroupId}/quote`, payload: { action: 'stop_billing' } }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/card-groups/:id/actions': {
    access: 'signed-in',
    apiKey: 'buy',
    request: () => ({
      url: `/api/card-groups/${bobGroupId}/actions`,
      payload: { request: { action: 'stop_billing' }, fingerprint: 'matrix-fingerprint' },
    }),
    others: NOT_FOUND,
    owner: [409],
  },
  // the same on the cards ticked on My SIMs (issue #67): another's card is not found
  'POST /api/sims/selection/quote': {
    access: 'signed-in',
    apiKey: 'read',
    request: (bob) => ({
      payload: { cardIds: [bob.physicalCard.id], request: { action: 'stop_billing' } },
    }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/sims/selection/actions': {
    access: 'signed-in',
    apiKey: 'buy',
    request: (bob) => ({
      payload: {
        cardIds: [bob.physicalCard.id],
        request: { action: 'stop_billing' },
        fingerprint: 'matrix-fingerprint',
      },
    }),
    others: NOT_FOUND,
    owner: [409],
  },
  'GET /api/billing/cards': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    others: { status: 200 },
    owner: [200],
  },
  'GET /api/billing/runway': { access: 'signed-in', apiKey: 'read', others: { status: 200 }, owner: [200] },
  'GET /api/billing/runway-reminder': {
    access: 'signed-in',
    apiKey: 'read',
    others: { status: 200 },
    owner: [200],
  },
  'PUT /api/billing/runway-reminder': {
    access: 'signed-in',
    request: () => ({ payload: { days: 5 } }),
    others: { status: 200 },
    owner: [200],
  },
  'GET /api/billing/cards/:id': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/billing/cards/${bob.physicalCard.id}` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'PUT /api/billing/cards/:id/trip': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({
      url: `/api/billing/cards/${bob.physicalCard.id}/trip`,
      payload: { startsOn: null, endsAfter: null, idlePauseDays: 3 },
    }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/billing/pause-savings': {
    access: 'signed-in',
    apiKey: 'read',
    others: { status: 200 },
    owner: [200],
  },
  'GET /api/alert-channels': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  'PUT /api/alert-channels': {
    access: 'signed-in',
    request: () => ({ payload: { alerts: [{ alert: 'data', mail: true, push: false }] } }),
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'GET /api/inbox': {
    access: 'signed-in',
    apiKey: 'read',
    others: { status: 200 },
    owner: [200],
    namesCustomersToAdmins: true,
  },
  'GET /api/inbox/unread': { access: 'signed-in', apiKey: 'read', others: { status: 200 }, owner: [200] },
  'POST /api/inbox/read': {
    access: 'signed-in',
    request: () => ({ payload: { all: true } }),
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'GET /api/quiet-hours': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  'PUT /api/quiet-hours': {
    access: 'signed-in',
    request: () => ({
      payload: { enabled: true, from: '22:00', to: '07:00', timeZone: 'Asia/Shanghai', followDevice: true },
    }),
    others: { status: 200 },
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'GET /api/esim/offer': { access: 'signed-in', apiKey: 'read', others: { status: 200 }, owner: [200] },
  'POST /api/esim/applications': {
    access: 'signed-in',
    apiKey: 'buy',
    others: { status: 409 },
    owner: [409],
  },
  'GET /api/esim/cards/:id/activation': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'cards',
    request: (bob) => ({ url: `/api/esim/cards/${bob.esimCard.id}/activation` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/usage/cards/:id': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}?start=${day(-6)}&end=${day()}` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/usage/cards/:id/alerts': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/alerts` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'PUT /api/usage/cards/:id/alerts': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({
      url: `/api/usage/cards/${bob.physicalCard.id}/alerts`,
      payload: { thresholds: [50] },
    }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/usage/cards/:id/auto-add-on': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/auto-add-on` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'PUT /api/usage/cards/:id/auto-add-on': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob, people) => ({
      url: `/api/usage/cards/${bob.physicalCard.id}/auto-add-on`,
      payload: {
        addOnId: people.catalog.addOnIds[0],
        whenLeftBelowPercent: 10,
        maxPerDay: 1,
        maxPerCycle: 3,
        enabled: true,
      },
    }),
    others: NOT_FOUND,
    owner: [200],
  },
  'DELETE /api/usage/cards/:id/auto-add-on': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/auto-add-on` }),
    others: NOT_FOUND,
    owner: [200],
  },
  // a card's daily caps (issue #59): its holder's, as its auto add-on
  'GET /api/usage/cards/:id/caps': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/caps` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'PUT /api/usage/cards/:id/caps': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({
      url: `/api/usage/cards/${bob.physicalCard.id}/caps`,
      payload: { dataMbPerDay: 500, dataAction: 'SLOW', moneyMinorPerDay: null, moneyAction: 'STOP' },
    }),
    others: NOT_FOUND,
    owner: [200],
  },
  'DELETE /api/usage/cards/:id/caps': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/caps` }),
    others: NOT_FOUND,
    owner: [200],
  },
  // a card's data spike and its one-tap slow-down until tomorrow (issue #70): its holder's, as its caps; a card
  // not in use is refused (card_slow_not_in_use)
  'GET /api/usage/cards/:id/spike': {
    access: 'signed-in',
    member: 'cards',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/spike` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'POST /api/usage/cards/:id/spike/slow': {
    access: 'signed-in',
    apiKey: 'cards',
    request: (bob) => ({ url: `/api/usage/cards/${bob.physicalCard.id}/spike/slow` }),
    others: NOT_FOUND,
    owner: [200, 409],
  },

  // wallet: another account's pay order is not found; filters naming another's card find nothing
  'GET /api/wallet/summary': { access: 'signed-in', apiKey: 'read', others: { status: 200 }, owner: [200] },
  'GET /api/wallet/pay-orders': {
    access: 'signed-in',
    apiKey: 'read',
    others: { status: 200 },
    owner: [200],
  },
  'POST /api/wallet/pay-orders': {
    access: 'signed-in',
    apiKey: 'buy',
    // one key: each caller's first order is made and the rest answer it again, so the matrix's many calls stay
    // within the orders a customer may have waiting (PAY_ORDERS_WAITING_MAX, issue #67)
    request: () => ({
      payload: { amountMinor: 500, method: 'DOMESTIC' },
      headers: { 'idempotency-key': 'matrix-pay-order' },
    }),
    others: { status: 201 },
    owner: [201],
  },
  'GET /api/wallet/pay-orders/:id': {
    access: 'signed-in',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/wallet/pay-orders/${bob.payOrderId}` }),
    others: NOT_FOUND,
    owner: [200],
  },
  // the customer withdraws their own unconfirmed order (decision 0036); another's is not found
  'POST /api/wallet/pay-orders/:id/cancel': {
    access: 'signed-in',
    apiKey: 'buy',
    request: (bob) => ({ url: `/api/wallet/pay-orders/${bob.payOrderId}/cancel` }),
    others: NOT_FOUND,
    owner: [200],
    destructive: true,
  },
  // refunds (decision 0101): the customer's own word only, so never in a customer view nor by an API key
  'POST /api/wallet/activities/:id/refund': {
    access: 'signed-in',
    request: (bob) => ({
      url: `/api/wallet/activities/${bob.esimFeeActivityId}/refund`,
      payload: { reason: 'plans_changed' },
    }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [201, 409],
    destructive: true,
  },
  'GET /api/wallet/refunds': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  // papers (decision 0102): by a key with the papers scope; another's receipt or pro-forma is not found, a month
  // names the caller's own statement
  'GET /api/papers': { access: 'signed-in', apiKey: 'papers', others: { status: 200 }, owner: [200] },
  'GET /api/papers/details': { access: 'signed-in', apiKey: 'papers', others: { status: 200 }, owner: [200] },
  'PUT /api/papers/details': {
    access: 'signed-in',
    request: () => ({ payload: { companyName: 'Matrix Ltd', address: '', taxId: '', receiptEmail: '' } }),
    others: { status: 200 },
    owner: [200],
  },
  'GET /api/papers/receipts/:number.pdf': {
    access: 'signed-in',
    apiKey: 'papers',
    request: (bob) => ({ url: `/api/papers/receipts/${bob.receiptNumber}.pdf` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/papers/pay-orders/:id/pro-forma.pdf': {
    access: 'signed-in',
    apiKey: 'papers',
    request: (bob) => ({ url: `/api/papers/pay-orders/${bob.payOrderId}/pro-forma.pdf` }),
    others: NOT_FOUND,
    owner: [200],
  },
  'GET /api/papers/statements/:month.pdf': {
    access: 'signed-in',
    apiKey: 'papers',
    request: () => ({ url: `/api/papers/statements/${day().slice(0, 7)}.pdf` }),
    others: { status: 200 },
    owner: [200],
  },
  'GET /api/wallet/activities': {
    access: 'signed-in',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/wallet/activities?cardId=${bob.physicalCard.id}` }),
    others: { status: 200 },
    owner: [200],
  },
  'GET /api/wallet/activities/export': {
    access: 'signed-in',
    apiKey: 'read',
    request: (bob) => ({ url: `/api/wallet/activities/export?cardNumber=${bob.physicalCard.cardNumber}` }),
    others: { status: 200 },
    owner: [200],
  },
  // members on one balance (decision 0103): the owner's own; another's member or invitation is not found, a
  // group of someone else's too; a customer view reads them and changes none
  'GET /api/members': { access: 'signed-in', others: { status: 200 }, owner: [200] },
  'POST /api/members/invitations': {
    access: 'signed-in',
    request: () => ({ payload: { email: 'matrix-member@example.test', groupIds: [bobGroupId] } }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [201],
  },
  'DELETE /api/members/invitations/:id': {
    access: 'signed-in',
    request: () => ({ url: `/api/members/invitations/${bobInvitationId}` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
    destructive: true,
  },
  'PUT /api/members/:id/groups': {
    access: 'signed-in',
    request: () => ({ url: `/api/members/${bobMemberId}/groups`, payload: { groupIds: [bobGroupId] } }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
  },
  'DELETE /api/members/:id': {
    access: 'signed-in',
    request: () => ({ url: `/api/members/${bobMemberId}` }),
    others: NOT_FOUND,
    inView: { status: 403, key: 'no_permission' },
    owner: [200],
    destructive: true,
  },
  // a member's invitation page: the token is the credential, an unknown one answers alike for anyone
  'GET /api/member-invitations/:token': {
    access: 'public',
    request: () => ({ url: `/api/member-invitations/${'A'.repeat(43)}` }),
    anonymous: [409],
  },
  'POST /api/member-invitations/:token': {
    access: 'public',
    request: () => ({
      url: `/api/member-invitations/${'A'.repeat(43)}`,
      payload: { username: 'matrix_member', password: 'Joined-123', confirmPassword: 'Joined-123' },
    }),
    anonymous: [409],
  },

  // administrators only (their success cases: test/admin-access.test.ts)
  'GET /api/admin/customers': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/customers?q=${bob.username}` }),
  },
  'GET /api/admin/customers/:id': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/customers/${bob.id}` }),
  },
  'POST /api/admin/customers/:id/view': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/customers/${bob.id}/view` }),
  },
  'GET /api/admin/cards': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/cards?holder=${bob.username}` }),
  },
  'GET /api/admin/cards/export.csv': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/cards/export.csv?q=${bob.username}` }),
  },
  'GET /api/admin/cards/:id/connection': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/connection` }),
  },
  'POST /api/admin/cards/:id/stop-billing': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/stop-billing` }),
  },
  'POST /api/admin/cards/:id/resume-billing': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/resume-billing` }),
  },
  'POST /api/admin/cards/:id/plan': {
    access: 'admin',
    may: 'serve',
    request: (bob, people) => ({
      url: `/api/admin/cards/${bob.physicalCard.id}/plan`,
      payload: { planId: people.catalog.planIds[0] },
    }),
  },
  'POST /api/admin/cards/:id/take-back': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/take-back` }),
  },
  // bulk actions on cards (issue #59): a job's id names no customer's object
  'POST /api/admin/card-jobs': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ payload: { action: 'stop_billing', cardIds: [bob.physicalCard.id] } }),
  },
  'GET /api/admin/card-jobs': { access: 'admin', may: 'read' },
  'GET /api/admin/card-jobs/:id': {
    access: 'admin',
    may: 'read',
    request: () => ({ url: '/api/admin/card-jobs/999999' }),
  },
  'POST /api/admin/card-jobs/:id/cancel': {
    access: 'admin',
    may: 'serve',
    request: () => ({ url: '/api/admin/card-jobs/999999/cancel' }),
  },
  'POST /api/admin/cards/import': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: 'card_number,iccid,verify_code\n', headers: csv }),
  },
  'POST /api/admin/cards/:id/release': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/release` }),
  },
  'DELETE /api/admin/cards/:id/bind-lock': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/bind-lock` }),
  },
  'POST /api/admin/cards/:id/starter-pack': {
    access: 'admin',
    may: 'manage',
    request: (bob, people) => ({
      url: `/api/admin/cards/${bob.physicalCard.id}/starter-pack`,
      payload: { planId: people.catalog.planIds[0], days: 7 },
    }),
  },
  'POST /api/admin/cards/:id/starter-pack/reset': {
    access: 'admin',
    may: 'manage',
    request: (bob) => ({
      url: `/api/admin/cards/${bob.physicalCard.id}/starter-pack/reset`,
      payload: { mode: 'timeOfDay', time: '08:00' },
    }),
  },
  'DELETE /api/admin/cards/:id/starter-pack': {
    access: 'admin',
    may: 'manage',
    request: (bob) => ({ url: `/api/admin/cards/${bob.physicalCard.id}/starter-pack` }),
  },
  'GET /api/admin/pay-orders': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/pay-orders?q=${bob.username}` }),
  },
  'POST /api/admin/pay-orders/:id/confirm': {
    access: 'admin',
    may: 'serve',
    request: (bob) => ({ url: `/api/admin/pay-orders/${bob.payOrderId}/confirm` }),
  },
  'GET /api/admin/refunds': { access: 'admin', may: 'read' },
  'GET /api/admin/operator': { access: 'admin', may: 'read' },
  'PUT /api/admin/operator': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: { legalName: 'Matrix Ltd', address: '', taxId: '' } }),
  },
  'POST /api/admin/refunds/:id/approve': {
    access: 'admin',
    may: 'serve',
    request: () => ({ url: '/api/admin/refunds/1/approve' }),
  },
  'POST /api/admin/refunds/:id/decline': {
    access: 'admin',
    may: 'serve',
    request: () => ({ url: '/api/admin/refunds/1/decline', payload: { note: 'matrix' } }),
  },
  'POST /api/admin/recharges': {
    access: 'admin',
    may: 'manage',
    request: (bob) => ({ payload: { account: bob.username, amountMinor: 100, reason: 'matrix' } }),
  },
  'GET /api/admin/billing/runs': { access: 'admin', may: 'read' },
  'GET /api/admin/billing/lifeline': { access: 'admin', may: 'read' },
  'PUT /api/admin/billing/lifeline': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: { days: 3, megabytes: 50, speedKbps: 128 } }),
  },
  'PUT /api/admin/support': {
    access: 'admin',
    may: 'manage',
    request: () => ({
      payload: {
        channels: [{ kind: 'email', value: 'matrix@shop.example' }],
        officeHours: { en: '', 'zh-CN': '' },
        confirmWithinHours: null,
      },
    }),
  },
  'POST /api/admin/esim/profiles/import': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: 'iccid,sm_dp_address,matching_id\n', headers: csv }),
  },
  'GET /api/admin/esim/stock': { access: 'admin', may: 'read' },
  'POST /api/admin/usage/import': {
    access: 'admin',
    may: 'manage',
    request: (bob) => ({
      payload: `iccid,date,region_code,region_name,used_kb\n${bob.physicalCard.iccid},${day()},CN,China,1\n`,
      headers: csv,
    }),
  },
  'GET /api/admin/catalog': { access: 'admin', may: 'read' },
  'POST /api/admin/catalog/plans': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: matrixPlan }),
  },
  'PUT /api/admin/catalog/plans/:id': {
    access: 'admin',
    may: 'manage',
    request: (_bob, people) => ({
      url: `/api/admin/catalog/plans/${people.catalog.planIds[0]}`,
      payload: { ...matrixPlan, revision: 1 },
    }),
  },
  'PUT /api/admin/catalog/plans/:id/on-sale': {
    access: 'admin',
    may: 'manage',
    request: (_bob, people) => ({
      url: `/api/admin/catalog/plans/${people.catalog.planIds[0]}/on-sale`,
      payload: { onSale: true, revision: 1 },
    }),
  },
  'POST /api/admin/catalog/add-ons': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: matrixAddOn }),
  },
  'PUT /api/admin/catalog/add-ons/:id': {
    access: 'admin',
    may: 'manage',
    request: (_bob, people) => ({
      url: `/api/admin/catalog/add-ons/${people.catalog.addOnIds[0]}`,
      payload: { ...matrixAddOn, revision: 1 },
    }),
  },
  'PUT /api/admin/catalog/add-ons/:id/on-sale': {
    access: 'admin',
    may: 'manage',
    request: (_bob, people) => ({
      url: `/api/admin/catalog/add-ons/${people.catalog.addOnIds[0]}/on-sale`,
      payload: { onSale: true, revision: 1 },
    }),
  },
  // an administrator's own second factor (decision 0041): names no one else's
  'GET /api/admin/second-factor': { access: 'admin', may: 'read' },
  'POST /api/admin/second-factor/enrolment': { access: 'admin', may: 'read' },
  'POST /api/admin/second-factor/enrolment/confirm': {
    access: 'admin',
    may: 'read',
    request: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/admin/second-factor/removal': {
    access: 'admin',
    may: 'read',
    request: () => ({ payload: { code: '000000' } }),
  },
  // an administrator's own passkeys (decision 0043): a passkey of someone else's is not found
  'POST /api/admin/second-factor/passkeys/options': { access: 'admin', may: 'read' },
  'POST /api/admin/second-factor/passkeys': {
    access: 'admin',
    may: 'read',
    request: () => ({ payload: { response: { id: 'x' } } }),
  },
  'DELETE /api/admin/second-factor/passkeys/:id': {
    access: 'admin',
    may: 'read',
    request: () => ({ url: `/api/admin/second-factor/passkeys/${'A'.repeat(22)}` }),
  },
  'POST /api/admin/step-up/passkey-options': { access: 'admin', may: 'read' },
  'POST /api/admin/second-factor/recovery-codes': {
    access: 'admin',
    may: 'read',
    request: () => ({ payload: { code: '000000' } }),
  },
  'GET /api/admin/audit': {
    access: 'admin',
    may: 'read',
    request: (bob) => ({ url: `/api/admin/audit?target=${bob.username}` }),
  },
  'GET /api/admin/deliveries/failed': {
    access: 'admin',
    may: 'read',
    request: () => ({ url: '/api/admin/deliveries/failed' }),
  },
  'GET /api/admin/network/differences': { access: 'admin', may: 'read' },
  // reconciling sends the portal's state to the network again: serving customers, as a delivery's retry is
  'POST /api/admin/network/reconcile': { access: 'admin', may: 'serve' },
  'GET /api/admin/dashboard': {
    access: 'admin',
    may: 'read',
    request: () => ({ url: '/api/admin/dashboard?preset=last30Days' }),
  },
  'GET /api/admin/dashboard/queues': { access: 'admin', may: 'read' },
  'GET /api/admin/dashboard/export': {
    access: 'admin',
    may: 'read',
    request: () => ({ url: '/api/admin/dashboard/export?preset=thisMonth' }),
  },
  // the administrators (issue #34, decision 0043): an owner's; a step-up of one's own session names no one
  'GET /api/admin/administrators': { access: 'admin', may: 'manage' },
  'POST /api/admin/administrators/invitations': {
    access: 'admin',
    may: 'manage',
    request: () => ({ payload: { email: 'matrix-invite@example.test', role: 'viewer' } }),
  },
  'DELETE /api/admin/administrators/invitations/:id': {
    access: 'admin',
    may: 'manage',
    request: () => ({ url: '/api/admin/administrators/invitations/00000000-0000-4000-8000-000000000000' }),
  },
  'PATCH /api/admin/administrators/:id': {
    access: 'admin',
    may: 'manage',
    request: (_bob, people) => ({
      url: `/api/admin/administrators/${people.admin.id}`,
      payload: { role: 'viewer' },
    }),
  },
  'DELETE /api/admin/administrators/:id': {
    access: 'admin',
    may: 'manage',
    request: (_bob, people) => ({ url: `/api/admin/administrators/${people.admin.id}` }),
  },
  'GET /api/admin/step-up': { access: 'admin', may: 'read' },
  'POST /api/admin/step-up': {
    access: 'admin',
    may: 'read',
    request: () => ({ payload: { code: '000000' } }),
  },
  // an invitation's page: the token is the credential, an unknown one answers alike for anyone
  'GET /api/invitations/:token': {
    access: 'public',
    request: () => ({ url: `/api/invitations/${'A'.repeat(43)}` }),
    anonymous: [409],
  },
  'POST /api/invitations/:token': {
    access: 'public',
    request: () => ({
      url: `/api/invitations/${'A'.repeat(43)}`,
      payload: { username: 'matrix_joiner', password: 'Joined-123', confirmPassword: 'Joined-123' },
    }),
    anonymous: [409],
  },
  // ids nobody has: the admin guard answers first, and an administrator gets 404
  'POST /api/admin/deliveries/:id/retry': {
    access: 'admin',
    may: 'serve',
    request: () => ({ url: '/api/admin/deliveries/2147483000/retry' }),
  },
};

let t: TestApp;
let people: People;
let routes: AppRoute[];
/** Bob's card group, which the group routes' rows name. */
let bobGroupId = 0;
/** A member of Bob's account and an open invitation of his, which the members' rows name (decision 0103). */
let bobMemberId = 0;
let bobInvitationId = '';

beforeAll(async () => {
  // every key below meets every route once: more than a minute's requests of one key in production
  t = await buildTestApp({ API_KEY_REQUESTS_PER_MINUTE: '100000' });
  const population = await populate(t);
  const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json().data;
  people = {
    ...population,
    catalog: {
      planIds: (catalog.plans as { id: number }[]).map((plan) => plan.id),
      addOnIds: (catalog.addOns as { id: number }[]).map((addOn) => addOn.id),
    },
  };
  routes = listAppRoutes(t.app);
  const group = await t.app.inject({
    method: 'POST',
    url: '/api/card-groups',
    headers: bearer(population.bob.accessToken),
    payload: { name: 'Bob’s routers' },
  });
  bobGroupId = group.json().data.id;
  bobMemberId = (await createUser(t, { ownerId: population.bob.id })).id;
  const invitation = await t.app.inject({
    method: 'POST',
    url: '/api/members/invitations',
    headers: bearer(population.bob.accessToken),
    payload: { email: 'matrix-invited@example.test', groupIds: [bobGroupId] },
  });
  bobInvitationId = invitation.json().data.id;
});
afterAll(() => t?.close());

const rowOf = (route: AppRoute): Row => MATRIX[routeName(route)]!;

const specOf = (route: AppRoute, owner: Customer): RequestSpec => rowOf(route).request?.(owner, people) ?? {};

const send = (route: AppRoute, spec: RequestSpec, token?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: spec.url ?? route.url,
    headers: { ...spec.headers, ...(token ? bearer(token) : {}) },
    ...(spec.payload === undefined ? {} : { payload: spec.payload }),
  });

/** Identifiers of these accounts that an answer holds, leaving out those the request itself named. */
const leakedIn = (res: LightMyRequestResponse, spec: RequestSpec, ...accounts: Customer[]) => {
  const asked = `${spec.url ?? ''} ${typeof spec.payload === 'string' ? spec.payload : JSON.stringify(spec.payload ?? '')}`;
  return accounts
    .flatMap((account) => account.secrets)
    .filter((secret) => !asked.includes(secret) && res.body.includes(secret));
};

/** The status, the key and a proper envelope when it is an error. */
const outcomeOf = (res: LightMyRequestResponse) => {
  const body =
    res.statusCode >= 400 || res.headers['content-type']?.toString().startsWith('application/json')
      ? (JSON.parse(res.body) as { message?: string })
      : {};
  return {
    status: res.statusCode,
    key: res.statusCode >= 400 ? body.message : undefined,
    problems: res.statusCode >= 400 ? errorEnvelopeProblems(res) : [],
  };
};

const expectOutcome = (
  label: string,
  res: LightMyRequestResponse,
  expected: { status: number; key?: string },
) => {
  const outcome = outcomeOf(res);
  expect(
    {
      label,
      status: outcome.status,
      ...(expected.key ? { key: outcome.key } : {}),
      problems: outcome.problems,
    },
    res.body.slice(0, 400),
  ).toEqual({ label, ...expected, problems: [] });
};

const rowsWhere = (...access: Access[]) => routes.filter((route) => access.includes(rowOf(route).access));

/** A token of a fresh session for each request, so routes that end a session (logout) end only that one. */
const tokenOf = async (who: 'alice' | 'bob' | 'admin' | 'alice-view') => {
  if (who === 'alice-view')
    return (await enterView(t, people.admin.accessToken, people.alice.id)).accessToken;
  return (await mintTokens(t, people[who].id)).accessToken;
};

describe('the authorization matrix', () => {
  it('has a row for every route of the application and none for a route it does not have', () => {
    const names = routes.map(routeName);
    expect(
      names.filter((name) => !MATRIX[name]),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => !names.includes(name)),
      'rows of no route',
    ).toEqual([]);
  });

  it('answers anonymous callers 401 on every route but the public ones, and public routes as designed', async () => {
    for (const route of routes) {
      const row = rowOf(route);
      const spec = specOf(route, people.bob);
      const res = await send(route, spec);
      const label = `anonymous ${routeName(route)}`;
      if (
        row.access === 'public' ||
        row.access === 'docs' ||
        row.access === 'dev-mailbox' ||
        row.access === 'operator'
      ) {
        expect({ label, status: res.statusCode }, res.body.slice(0, 300)).toEqual({
          label,
          status: expect.toBeOneOf(row.anonymous!),
        });
      } else {
        expectOutcome(label, res, {
          status: 401,
          key: row.access === 'refresh-token' ? 'refresh_token_missing' : 'login_expired',
        });
      }
      if (row.access !== 'dev-mailbox') {
        expect({ label, leaked: leakedIn(res, spec, people.alice, people.bob) }).toEqual({
          label,
          leaked: [],
        });
      }
    }
  });

  it("gives another customer, an administrator as themself and an administrator in another customer's view nothing of a customer's objects", async () => {
    for (const who of ['alice', 'admin', 'alice-view'] as const) {
      for (const route of rowsWhere('signed-in')) {
        const spec = specOf(route, people.bob);
        const res = await send(route, spec, await tokenOf(who));
        const label = `${who} ${routeName(route)} on bob's`;
        const row = rowOf(route);
        const differs = who === 'alice-view' ? row.inView : who === 'admin' ? row.asAdmin : undefined;
        expectOutcome(label, res, differs ?? row.others!);
        if (who === 'admin' && row.namesCustomersToAdmins) continue;
        expect({ label, leaked: leakedIn(res, spec, people.bob) }).toEqual({ label, leaked: [] });
      }
    }
  });

  it('answers a customer, and an administrator in a customer view, 403 admin_required on every admin route', async () => {
    for (const who of ['alice', 'alice-view'] as const) {
      for (const route of rowsWhere('admin')) {
        const spec = specOf(route, people.bob);
        const res = await send(route, spec, await tokenOf(who));
        const label = `${who} ${routeName(route)}`;
        expectOutcome(label, res, { status: 403, key: 'admin_required' });
        expect({ label, leaked: leakedIn(res, spec, people.alice, people.bob) }).toEqual({
          label,
          leaked: [],
        });
      }
    }
  });

  it('gives each administrator role exactly the admin routes its abilities name (owner, support, viewer)', async () => {
    const roleTokens = new Map<AdminRole, string>();
    for (const role of ADMIN_ROLES) {
      const user = await createUser(t, { level: 1, adminRole: role });
      roleTokens.set(role, (await mintTokens(t, user.id)).accessToken);
    }
    for (const route of rowsWhere('admin')) {
      const row = rowOf(route);
      const label = (role: AdminRole) => `${role} ${routeName(route)}`;
      expect({ route: routeName(route), may: row.may }).toEqual({
        route: routeName(route),
        may: expect.any(String),
      });
      for (const role of ADMIN_ROLES) {
        const token = roleTokens.get(role)!;
        if (!roleMay(role, row.may!)) {
          expectOutcome(label(role), await send(route, specOf(route, people.bob), token), {
            status: 403,
            key: 'admin_role_forbidden',
          });
          continue;
        }
        // allowed: a read is sent as it is; a change with an unreadable body, so that it is refused after the
        // role check (the body is parsed after onRequest) and changes nothing
        const spec =
          route.method === 'GET'
            ? specOf(route, people.bob)
            : {
                url: specOf(route, people.bob).url,
                payload: '{',
                headers: { 'content-type': 'application/json' },
              };
        const res = await send(route, spec, token);
        const { key } = outcomeOf(res);
        expect(
          { label: label(role), refused: res.statusCode === 401 || res.statusCode === 403 },
          `${key}`,
        ).toEqual({
          label: label(role),
          refused: false,
        });
      }
    }
  });

  it("refuses an administrator in a customer's view that customer's password (no_permission)", async () => {
    const res = await send(
      { method: 'POST', url: '/api/user/password' },
      { payload: { oldPassword: DEFAULT_PASSWORD, password: 'Another-123', confirmPassword: 'Another-123' } },
      await tokenOf('alice-view'),
    );
    expectOutcome('view POST /api/user/password', res, { status: 403, key: 'no_permission' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: people.alice.username, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode, 'the password is unchanged').toBe(200);
  });

  it('lets only a customer view leave itself, and a refresh token only refresh its own session', async () => {
    const leave = { method: 'POST', url: '/api/customer-view/leave' };
    expectOutcome('alice leaves', await send(leave, {}, await tokenOf('alice')), {
      status: 403,
      key: 'no_permission',
    });
    expectOutcome('admin leaves', await send(leave, {}, await tokenOf('admin')), {
      status: 403,
      key: 'no_permission',
    });
    expectOutcome('view leaves', await send(leave, {}, await tokenOf('alice-view')), { status: 200 });

    const refresh = { method: 'GET', url: '/api/user/refresh' };
    const bobs = await mintTokens(t, people.bob.id);
    expectOutcome('an access token as the refresh token', await send(refresh, {}, bobs.accessToken), {
      status: 401,
      key: 'refresh_token_expired',
    });
    const renewed = await send(refresh, {}, bobs.refreshToken);
    expectOutcome('bob refreshes', renewed, { status: 200 });
    const info = await send(
      { method: 'GET', url: '/api/user/getUserInfo' },
      {},
      renewed.json().data.accessToken,
    );
    expect(info.json().data.id, 'the new pair is still Bob’s').toBe(people.bob.id);
  });

  it("ends only the caller's own other sessions, and none from a customer view", async () => {
    const endOthers = { method: 'POST', url: '/api/user/sessions/end-others' };
    const userInfo = { method: 'GET', url: '/api/user/getUserInfo' };
    // a customer of its own: ending Bob's others would end the population's session of Bob
    const carol = await createUser(t);
    const [here, there, aliceThere] = [
      await mintTokens(t, carol.id),
      await mintTokens(t, carol.id),
      await mintTokens(t, people.alice.id),
    ];
    const view = await tokenOf('alice-view');
    expectOutcome('view ends others', await send(endOthers, {}, view), { status: 403, key: 'no_permission' });
    expectOutcome('alice still in', await send(userInfo, {}, aliceThere.accessToken), { status: 200 });
    expectOutcome('carol ends others', await send(endOthers, {}, here.accessToken), { status: 200 });
    expectOutcome('carol elsewhere', await send(userInfo, {}, there.accessToken), {
      status: 401,
      key: 'session_ended',
    });
    expectOutcome('carol here', await send(userInfo, {}, here.accessToken), { status: 200 });
    expectOutcome('alice untouched', await send(userInfo, {}, aliceThere.accessToken), { status: 200 });
    expectOutcome('the view untouched', await send(userInfo, {}, view), { status: 200 });
  });

  it("admits a customer's API key on exactly the routes that state its scope, on their own objects only, and on no admin route", async () => {
    const keyOf = async (owner: Customer, scopes: readonly ApiKeyScope[]) => {
      const res = await send(
        { method: 'POST', url: '/api/api-keys' },
        { payload: { name: `matrix ${scopes.join(' ')}`, scopes, expiresInDays: 30 } },
        owner.accessToken,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.secret as string;
    };
    const bobs = new Map<ApiKeyScope | 'all', string>();
    for (const scope of API_KEY_SCOPES) bobs.set(scope, await keyOf(people.bob, [scope]));
    bobs.set('all', await keyOf(people.bob, API_KEY_SCOPES));
    const alices = await keyOf(people.alice, API_KEY_SCOPES);

    for (const route of routes) {
      const row = rowOf(route);
      if (['public', 'docs', 'dev-mailbox', 'operator'].includes(row.access)) continue;
      for (const [scope, key] of bobs) {
        // each key's own request: a row that names a new object (a group) names a new one each time
        const spec = specOf(route, people.bob);
        const admitted = row.apiKey !== undefined && (scope === 'all' || scope === row.apiKey);
        // the owner's own test below changes Bob's object for good; here a key only proves it gets that far
        if (admitted && row.destructive) continue;
        const res = await send(route, spec, key);
        const label = `bob's ${scope} key ${routeName(route)}`;
        if (row.access === 'refresh-token') {
          expect({ label, status: res.statusCode }).toEqual({ label, status: 401 });
        } else if (!row.apiKey) {
          expectOutcome(label, res, { status: 403, key: 'api_key_not_allowed' });
        } else if (scope !== 'all' && scope !== row.apiKey) {
          expectOutcome(label, res, { status: 403, key: 'api_key_scope' });
        } else if (!row.destructive) {
          expect({ label, status: res.statusCode }, res.body.slice(0, 300)).toEqual({
            label,
            status: expect.toBeOneOf(row.owner!),
          });
        }
      }
      if (!row.apiKey) continue;
      // another customer's key with every scope gets what another customer's session gets
      const spec = specOf(route, people.bob);
      const res = await send(route, spec, alices);
      const label = `alice's key ${routeName(route)} on bob's`;
      expectOutcome(label, res, row.others!);
      expect({ label, leaked: leakedIn(res, spec, people.bob) }).toEqual({ label, leaked: [] });
    }
  });

  it("gives a member of Bob's account only the routes open to members, and none of Bob's cards outside their groups", async () => {
    // a member whose one group holds no card: every card of Bob's is outside their reach
    const member = await createUser(t, { ownerId: people.bob.id });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/card-groups',
      headers: bearer(people.bob.accessToken),
      payload: { name: 'Nobody’s cards' },
    });
    await setMemberGroups(t.database.db, people.bob.id, member.id, [empty.json().data.id]);
    let checked = 0;
    for (const route of routes) {
      const row = rowOf(route);
      if (['public', 'docs', 'dev-mailbox', 'operator', 'refresh-token'].includes(row.access)) continue;
      const spec = specOf(route, people.bob);
      const res = await send(route, spec, (await mintTokens(t, member.id)).accessToken);
      const label = `bob's member ${routeName(route)}`;
      checked += 1;
      if (!row.member) expectOutcome(label, res, { status: 403, key: 'member_not_allowed' });
      else if (row.member === 'self')
        expectOutcome(label, res, row.access === 'own-sessions' ? { status: 200 } : row.others!);
      // a card route naming one of Bob's cards: not found; My SIMs: the member's (none)
      else expectOutcome(label, res, route.url.includes(':id') ? NOT_FOUND : { status: 200 });
      expect({ label, leaked: leakedIn(res, spec, people.bob, people.alice) }).toEqual({ label, leaked: [] });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("gives a member whose group holds Bob's cards what Bob gets on the routes open to members' cards", async () => {
    const member = await createUser(t, { ownerId: people.bob.id });
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/card-groups',
      headers: bearer(people.bob.accessToken),
      payload: { name: 'Shared with a member' },
    });
    const groupId = shared.json().data.id as number;
    await t.app.inject({
      method: 'PUT',
      url: '/api/card-groups/members',
      headers: bearer(people.bob.accessToken),
      payload: { groupId, cardIds: [people.bob.physicalCard.id, people.bob.esimCard.id] },
    });
    await setMemberGroups(t.database.db, people.bob.id, member.id, [groupId]);
    for (const route of routes.filter((one) => rowOf(one).member === 'cards')) {
      const row = rowOf(route);
      if (row.destructive) continue;
      const res = await send(route, specOf(route, people.bob), (await mintTokens(t, member.id)).accessToken);
      const label = `bob's member with his cards ${routeName(route)}`;
      expect({ label, status: res.statusCode }, res.body.slice(0, 300)).toEqual({
        label,
        status: expect.toBeOneOf(row.owner!),
      });
      // never the ledger's figure: the balance is Bob's alone
      expect({ label, balance: res.body.includes('balanceMinor') }).toEqual({ label, balance: false });
    }
    // his cards go back where the rows expect them (in no group)
    await t.app.inject({
      method: 'PUT',
      url: '/api/card-groups/members',
      headers: bearer(people.bob.accessToken),
      payload: { groupId: null, cardIds: [people.bob.physicalCard.id, people.bob.esimCard.id] },
    });
  });

  it("reaches the owner's objects with the very same requests (so the others' 404 is the ownership check)", async () => {
    const ordered = rowsWhere('signed-in').sort(
      (a, b) => Number(Boolean(rowOf(a).destructive)) - Number(Boolean(rowOf(b).destructive)),
    );
    for (const route of ordered) {
      const res = await send(route, specOf(route, people.bob), await tokenOf('bob'));
      const label = `bob ${routeName(route)}`;
      expect({ label, status: res.statusCode }, res.body.slice(0, 300)).toEqual({
        label,
        status: expect.toBeOneOf(rowOf(route).owner!),
      });
    }
  });
});

describe('the development mailbox', () => {
  it('is not served when DEV_MAILBOX is off, whoever asks', async () => {
    const other = await buildTestApp({ DEV_MAILBOX: 'false' });
    try {
      const admin = await mintTokens(other, (await createUser(other, { level: 1 })).id);
      for (const headers of [{}, bearer(admin.accessToken)]) {
        const res = await other.app.inject({ method: 'GET', url: '/dev/mailbox', headers });
        expectOutcome('mailbox off', res, { status: 404, key: 'route_not_found' });
      }
    } finally {
      await other.close();
    }
  });
});
