import { sql } from 'drizzle-orm';
import type { AppContext } from '../../apps/server/src/app-context.ts';
import { buyAddOn } from '../../apps/server/src/commands/buy-add-on.ts';
import { orderPlan } from '../../apps/server/src/commands/order-plan.ts';
import { adminRecharge } from '../../apps/server/src/commands/top-up.ts';
import { selectRows } from '../../apps/server/src/db/database.ts';
import { DomainError } from '../../apps/server/src/http/domain-error.ts';
import { insertAccountsSql } from '../../apps/server/test/helpers/accounts-sql.ts';

// Paying customers' money requests, as the HTTP routes make them (the modules' own functions, each its own
// transaction that locks the customer's balance first), sent by a few concurrent clients while something else
// runs (bench/billing.ts: the daily run). Each request's latency is kept; a catalogued refusal (not enough
// credit, a plan already waiting) is an answer and counted apart; anything else thrown is an error.

export const LOAD_OPERATIONS = ['plan order', 'add-on', 'recharge'] as const;
type Operation = (typeof LOAD_OPERATIONS)[number];

export interface LoadFigures {
  requests: number;
  refused: number;
  errors: number;
  /** The first error's message, to say what went wrong. */
  firstError: string | null;
  latenciesMs: Record<Operation, number[]>;
}

/** The customers and catalogue the load picks from (a card in use of each), and an administrator for recharges. */
export const prepareCustomerLoad = async (ctx: AppContext, customers: number) => {
  const db = ctx.database.db;
  const cards = await selectRows<{ user_id: number; card_id: number; username: string }>(
    db,
    sql`select distinct on (c.user_id) c.user_id, c.id as card_id, u.username
        from sim_cards c join users u on u.id = c.user_id
        where c.status = 'USING' order by c.user_id, c.id`,
  );
  // spread over the whole id range, so the requests meet every batch of the run in turn
  const step = Math.max(1, Math.floor(cards.length / customers));
  const picked = cards.filter((_, i) => i % step === 0).slice(0, customers);
  const plans = await selectRows<{ id: number }>(
    db,
    sql`select id from basic_plans where active order by id`,
  );
  const [addOn] = await selectRows<{ id: number }>(
    db,
    sql`select id from add_ons where active order by price_minor limit 1`,
  );
  const [admin] = await selectRows<{ id: number }>(
    db,
    insertAccountsSql(
      sql`insert into users (username, email, level, admin_role)
          values ('bench-admin', 'bench-admin@bench.test', 1, 'owner')`,
      'x',
    ),
  );
  return {
    customers: picked.map((row) => ({
      userId: Number(row.user_id),
      cardId: Number(row.card_id),
      username: row.username,
    })),
    planIds: plans.map((plan) => Number(plan.id)),
    addOnId: Number(addOn!.id),
    adminId: Number(admin!.id),
  };
};
export type LoadSetup = Awaited<ReturnType<typeof prepareCustomerLoad>>;

/** mulberry32: the same customers and operations on every run of the bench. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
};

/**
 * Starts `clients` clients, each sending one request after the other (a plan order, an add-on or a recharge
 * for a random customer) until the returned `stop` is called; `stop` resolves with the figures.
 */
export const startCustomerLoad = (ctx: AppContext, setup: LoadSetup, clients: number, seed = 7_260_022) => {
  const random = seeded(seed);
  const figures: LoadFigures = {
    requests: 0,
    refused: 0,
    errors: 0,
    firstError: null,
    latenciesMs: { 'plan order': [], 'add-on': [], recharge: [] },
  };
  let running = true;
  const send = async (operation: Operation) => {
    const customer = setup.customers[Math.floor(random() * setup.customers.length)]!;
    if (operation === 'plan order') {
      const planId = setup.planIds[Math.floor(random() * setup.planIds.length)]!;
      await orderPlan(ctx, customer.userId, customer.cardId, planId);
    } else if (operation === 'add-on') {
      await buyAddOn(ctx, customer.userId, customer.cardId, setup.addOnId);
    } else {
      await adminRecharge(
        ctx,
        { actorId: setup.adminId, actorRole: 'owner', steppedUp: false, ip: 'bench' },
        {
          account: customer.username,
          amountMinor: 500,
          reason: 'bench',
        },
      );
    }
  };
  const client = async () => {
    while (running) {
      const operation = LOAD_OPERATIONS[Math.floor(random() * LOAD_OPERATIONS.length)]!;
      const started = performance.now();
      try {
        await send(operation);
      } catch (error) {
        if (error instanceof DomainError) figures.refused += 1;
        else {
          figures.errors += 1;
          figures.firstError ??= (error as Error).message;
        }
      }
      figures.latenciesMs[operation].push(performance.now() - started);
      figures.requests += 1;
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client));
  return {
    stop: async () => {
      running = false;
      await done;
      return figures;
    },
  };
};

/** The q-quantile (0..1) of the values, nearest rank. */
export const quantile = (values: number[], q: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

/** "p50 12.3 ms, p99 45.6 ms (n 789)" for each operation and all together. */
export const describeLatencies = (figures: LoadFigures) => {
  const line = (values: number[]) =>
    `p50 ${quantile(values, 0.5).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(0)} ms (n ${values.length})`;
  const all = LOAD_OPERATIONS.flatMap((operation) => figures.latenciesMs[operation]);
  return [
    `all: ${line(all)}; refused ${figures.refused}, errors ${figures.errors}${figures.firstError ? ` (${figures.firstError})` : ''}`,
    ...LOAD_OPERATIONS.map((operation) => `${operation}: ${line(figures.latenciesMs[operation])}`),
  ];
};
