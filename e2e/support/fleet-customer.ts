import { expect, type Page } from '@playwright/test';
import { apiCall, fixtureCards, importFixtureCards } from './populated-customer.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './server.ts';
import { apiLogin, newCustomer } from './session.ts';
import type { Lang } from './texts.ts';

export interface CatalogueForFleet {
  currency: string;
  plans: { id: number }[];
  addOns: { id: number; name: { en: string; 'zh-CN': string }; priceMinor: number }[];
}

/**
 * A new customer with two cards of the attempt's own (`line` of its series), through the API: US$100.00 recharged
 * by the administrator, both cards bound and each on the catalogue's first plan. What the fleet and selection
 * journeys start from; `server` reads the customer's own API.
 */
export const fleetCustomer = async (page: Page, lang: Lang, line: number, purpose: string) => {
  const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const cards = fixtureCards((Date.now() + process.pid) % 99_999, 2, line);
  await importFixtureCards(apiCall(E2E_BASE_URL), admin.accessToken, cards);
  const session = await newCustomer(page.request, purpose, lang);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const server = async (path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).data;
  };
  const recharged = await page.request.post('/api/admin/recharges', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { account: session.userInfo.username, amountMinor: 10_000, reason: `e2e ${purpose} journey` },
  });
  expect(recharged.status(), await recharged.text()).toBe(201);
  const catalogue = (await server('/api/catalog')) as CatalogueForFleet;
  const [plan] = catalogue.plans;
  const [addOn] = catalogue.addOns;
  if (!plan || !addOn) throw new Error('the catalogue needs a plan and an add-on');
  const cardIds: number[] = [];
  for (const card of cards) {
    const bound = await page.request.post('/api/sims', {
      headers,
      data: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: card.verifyCode },
    });
    expect(bound.status(), await bound.text()).toBe(201);
    const cardId = (await bound.json()).data.id as number;
    const ordered = await page.request.post(`/api/sims/${cardId}/plan-orders`, {
      headers,
      data: { planId: plan.id },
    });
    expect(ordered.status(), await ordered.text()).toBe(200);
    cardIds.push(cardId);
  }
  return { admin, cards, session, headers, server, catalogue, plan, addOn, cardIds };
};
