import type { CustomerView } from '@simportal/contract/api/admin';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog, basicPlans } from '../src/schema.ts';
import { bearer, signedInUser } from './helpers/auth.ts';
import type { TestApp } from './helpers/build-test-app.ts';

// Fixtures of the admin tests (admin*.test.ts).

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API call with a bearer token (or none), and a JSON body when given. */
export const call = (
  t: TestApp,
  token: string | null,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A signed-in administrator and customer, with their tokens. */
export const adminAndCustomer = async (t: TestApp) => {
  const admin = await signedInUser(t, { level: 1 });
  const customer = await signedInUser(t);
  return {
    admin: { ...admin.user, token: admin.tokens.accessToken, refreshToken: admin.tokens.refreshToken },
    customer: {
      ...customer.user,
      token: customer.tokens.accessToken,
      refreshToken: customer.tokens.refreshToken,
    },
  };
};

/** Enters a customer's view through the API and returns the view's tokens. */
export const enterView = async (
  t: TestApp,
  adminToken: string,
  customerId: number,
): Promise<CustomerView> => {
  const res = await call(t, adminToken, 'POST', `/api/admin/customers/${customerId}/view`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

/** The audit entries of an actor, newest first, as stored. */
export const auditRows = (t: TestApp, actorId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, actorId)).orderBy(desc(auditLog.id));

/** Two basic plans on sale (the catalogue migration seeds them). */
export const plansOnSale = async (t: TestApp) => {
  const plans = await t.database.db
    .select()
    .from(basicPlans)
    .where(eq(basicPlans.active, true))
    .orderBy(basicPlans.sortOrder);
  expect(plans.length).toBeGreaterThan(1);
  return plans;
};
