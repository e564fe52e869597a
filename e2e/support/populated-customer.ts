import type { CardBilling } from '@simportal/contract/api/billing';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { luhnCheckDigit } from '@simportal/contract/rules/iccid';

// A customer with everything the screens can show (issue #19's screen walk): cards in every state with usage
// in several regions, a pending plan change, a paused card, an add-on, an eSIM, a StarterPack conversion, pay
// orders waiting and confirmed: so every figure, tag and activity type appears. Built through the API as a
// customer and an administrator would, with plain fetch, so the Playwright journeys and scripts share it.

interface CallOptions {
  token?: string;
  data?: unknown;
  /** A CSV body instead of JSON. */
  csv?: string;
}

/** One API call against `baseUrl`; the envelope's data, or an error naming the call and the answer. */
export const apiCall =
  (baseUrl: string) =>
  async <T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.csv !== undefined) {
      headers['content-type'] = 'text/csv';
      body = options.csv;
    } else if (options.data !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.data);
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const envelope = (await res.json()) as { code: number; data: T };
    if (envelope.code !== 0) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };

export type ApiCall = ReturnType<typeof apiCall>;

export interface PopulatedCustomer {
  /** Card ids by role. */
  cards: { active: number; pendingPlan: number; paused: number; esim: number; starterPack: number };
  /** The pay order still waiting for the administrator. */
  waitingPayOrder: string;
}

/** The fixture's own inventory: imported by the administrator, so no journey's demo card is taken. */
const FIXTURE_CARD_COUNT = 4;

export interface FixtureCard {
  cardNumber: string;
  iccid: string;
  verifyCode: string;
}

/**
 * `count` cards of their own for one customer: `series` (1–99,999) tells apart the customers of one database,
 * `line` (0–9) the callers that pick their series independently (the screen walk 0, the billing journey 1, the
 * alerts journey 2).
 */
export const fixtureCards = (series: number, count: number, line = 0): FixtureCard[] =>
  Array.from({ length: count }, (_, index) => {
    const serial = `${series}${index + 1}`.padStart(6, '0');
    const body = `89852202611${line}${serial}`;
    return {
      cardNumber: `106483${line}${serial}`,
      iccid: `${body}${luhnCheckDigit(body)}`,
      verifyCode: String((series * 10 + index) % 1_000_000).padStart(6, '0'),
    };
  });

/** The administrator imports `cards` into the inventory (Admin Management, Import cards). */
export const importFixtureCards = async (call: ApiCall, adminToken: string, cards: FixtureCard[]) => {
  const header = 'card_number,iccid,verify_code';
  await call('POST', '/api/admin/cards/import', {
    token: adminToken,
    csv: `${[header, ...cards.map((c) => `${c.cardNumber},${c.iccid},${c.verifyCode}`)].join('\n')}\n`,
  });
};

/** The carrier's report: `days` days of traffic ending `today` (the server's business day), in several regions, for each ICCID. */
const usageCsv = (iccids: string[], days: number, today: string) => {
  const day = (offset: number) => addDaysToIsoDate(today, offset);
  const regions: [string, string, number][] = [
    ['JP', 'Japan', 180],
    ['HK', 'Hong Kong', 95],
    ['GB', 'United Kingdom', 40],
    ['US', 'United States', 12],
  ];
  const lines = ['iccid,date,region_code,region_name,used_kb'];
  for (const iccid of iccids) {
    for (let offset = -days + 1; offset <= 0; offset++) {
      for (const [code, name, mb] of regions.slice(0, 1 + (Math.abs(offset) % regions.length))) {
        lines.push(
          `${iccid},${day(offset)},${code},${name},${Math.round(mb * 1024 * (1 + (offset % 3) / 4))}`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
};

/**
 * Fills the customer's account: a balance from the administrator, three physical cards (one in use with an
 * add-on and usage, one with a plan change waiting, one paused), the StarterPack card converted, an eSIM, a
 * pay order confirmed and one waiting. Every call must succeed.
 */
export const populateCustomer = async (
  call: ApiCall,
  input: {
    adminToken: string;
    customer: { token: string; username: string };
    /** Distinguishes the inventory of each customer filled in one database (1–99,999). */
    series: number;
  },
): Promise<PopulatedCustomer> => {
  const { adminToken, customer } = input;
  const asCustomer = { token: customer.token };
  const inventory = fixtureCards(input.series, FIXTURE_CARD_COUNT);
  await importFixtureCards(call, adminToken, inventory);
  const idOf = async (cardNumber: string) => {
    const page = await call<{ items: { id: number }[] }>(
      'GET',
      `/api/admin/cards?cardNumberFrom=${cardNumber}&cardNumberTo=${cardNumber}`,
      { token: adminToken },
    );
    if (!page.items[0]) throw new Error(`card ${cardNumber} was not imported`);
    return page.items[0].id;
  };

  await call('POST', '/api/admin/recharges', {
    token: adminToken,
    data: { account: customer.username, amountMinor: 10_000, reason: 'Welcome credit' },
  });

  const catalogue = await call<{ plans: { id: number }[]; addOns: { id: number }[] }>('GET', '/api/catalog');
  const [firstPlan, secondPlan] = catalogue.plans;
  if (!firstPlan || !secondPlan || !catalogue.addOns[0])
    throw new Error('the catalogue needs two plans and an add-on');

  const bind = async (card: (typeof inventory)[number]) => {
    const bound = await call<{ id: number }>('POST', '/api/sims', {
      ...asCustomer,
      data: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode },
    });
    return { id: bound.id, iccid: card.iccid };
  };

  const active = await bind(inventory[0]!);
  await call('POST', `/api/sims/${active.id}/plan-orders`, { ...asCustomer, data: { planId: firstPlan.id } });
  await call('POST', `/api/sims/${active.id}/add-ons`, {
    ...asCustomer,
    data: { addOnId: catalogue.addOns[0].id },
  });

  const pending = await bind(inventory[1]!);
  await call('POST', `/api/sims/${pending.id}/plan-orders`, {
    ...asCustomer,
    data: { planId: firstPlan.id },
  });
  await call('POST', `/api/sims/${pending.id}/plan-orders`, {
    ...asCustomer,
    data: { planId: secondPlan.id },
  });

  const paused = await bind(inventory[2]!);
  await call('POST', `/api/sims/${paused.id}/plan-orders`, { ...asCustomer, data: { planId: firstPlan.id } });
  await call('POST', `/api/sims/${paused.id}/stop-billing`, asCustomer);

  await call('POST', '/api/admin/usage/import', {
    token: adminToken,
    // the days end on the server's business day, never on this machine's clock (a run across midnight)
    csv: usageCsv(
      [active.iccid, pending.iccid],
      12,
      (await call<CardBilling>('GET', `/api/billing/cards/${active.id}`, asCustomer)).businessDay,
    ),
  });

  await call('POST', `/api/admin/cards/${await idOf(inventory[3]!.cardNumber)}/starter-pack`, {
    token: adminToken,
    data: { planId: firstPlan.id, days: 5 },
  });
  const starterPack = await bind(inventory[3]!);
  const esim = await call<{ card: { id: number } }>('POST', '/api/esim/applications', asCustomer);

  const confirmed = await call<{ id: string }>('POST', '/api/wallet/pay-orders', {
    ...asCustomer,
    data: { amountMinor: 2_000, method: 'DOMESTIC', remark: 'Paid by bank transfer' },
  });
  await call('POST', `/api/admin/pay-orders/${confirmed.id}/confirm`, { token: adminToken });
  const waiting = await call<{ id: string }>('POST', '/api/wallet/pay-orders', {
    ...asCustomer,
    data: { amountMinor: 5_000, method: 'INTERNATIONAL', remark: '' },
  });

  return {
    waitingPayOrder: waiting.id,
    cards: {
      active: active.id,
      pendingPlan: pending.id,
      paused: paused.id,
      esim: esim.card.id,
      starterPack: starterPack.id,
    },
  };
};
