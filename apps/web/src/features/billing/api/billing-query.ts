import type {
  AddOnPurchaseResult,
  BalanceRunway,
  BuyAddOnBody,
  CardBilling,
  CardTripBody,
  OrderPlanBody,
  PauseSavings,
  PlanOrderResult,
  RunwayReminder,
  RunwayReminderBody,
} from '@simportal/contract/api/billing';
import type { Page } from '@simportal/contract/envelope';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { reloadUserInfo } from '../../../lib/user-info.ts';
import { authStore } from '../../../stores/auth-store.ts';

/*
 * Plans and add-ons of the customer's cards (server: apps/server/src/modules/billing/routes.ts and the order
 * commands, src/commands/billing-routes.ts): what a card costs and may use, and the orders. The order dialogs
 * (../components/orders), My SIMs (features/sims) and the shop (features/catalog) read and change them.
 */

/** Every card a customer can hold fits one page (SIM_LIMIT_PER_ACCOUNT defaults to 10). */
const CARD_PICKER_PAGE_SIZE = 100;

/** The single source of the billing query keys. */
export const billingKeys = {
  all: ['billing'] as const,
  cards: () => ['billing', 'cards'] as const,
  runway: () => ['billing', 'runway'] as const,
  runwayReminder: () => ['billing', 'runway-reminder'] as const,
  pauseSavings: () => ['billing', 'pause-savings'] as const,
};

export const cardsBillingQuery = () =>
  queryOptions({
    queryKey: billingKeys.cards(),
    queryFn: () =>
      api.get<Page<CardBilling>>('/billing/cards', { query: { page: 1, pageSize: CARD_PICKER_PAGE_SIZE } }),
  });

/**
 * How long the balance lasts at the daily fees of the cards in use (decision 0033): the header, its menu on a
 * phone, My SIMs and the recharge page read this one query. Asked again when the window regains focus, since
 * the day (and its charge) may have moved on; everything that changes the balance or a card invalidates it.
 */
export const runwayQuery = () =>
  queryOptions({
    queryKey: billingKeys.runway(),
    queryFn: () => api.get<BalanceRunway>('/billing/runway'),
    refetchOnWindowFocus: true,
  });

export const useRunway = (enabled = true) => useQuery({ ...runwayQuery(), enabled });

/** The caller's low-balance reminder (issue #58): how few days of fees left they are mailed at. */
export const useRunwayReminder = () =>
  useQuery({
    queryKey: billingKeys.runwayReminder(),
    queryFn: () => api.get<RunwayReminder>('/billing/runway-reminder'),
  });

/** Saves it; the runway line warns from the same days, so the runway is asked again. */
export const useSaveRunwayReminder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RunwayReminderBody) => api.put<RunwayReminder>('/billing/runway-reminder', { body }),
    onSuccess: (saved) => {
      client.setQueryData(billingKeys.runwayReminder(), saved);
      void client.invalidateQueries({ queryKey: billingKeys.runway() });
    },
  });
};

/**
 * The runway, asked for while a customer's page opens (app/route-data.ts) when it is not known yet: the header
 * stays mounted from page to page and keeps it fresh itself.
 */
export const prefetchRunway = () => queryClient.ensureQueryData(runwayQuery());

/**
 * The caller's cards with their billing: My SIMs' panels (one answer for every card, read by the page and handed
 * to each panel, so an order's refresh is one request and the panels agree with each other) and the choice of
 * the card of an order.
 */
export const useCardsBilling = (enabled = true) => useQuery({ ...cardsBillingQuery(), enabled });

/** The cards' billing, asked for while Traffic Detail opens (app/route-data.ts): it names the card above. */
export const prefetchCardsBilling = () => queryClient.prefetchQuery(cardsBillingQuery());

export const orderPlan = (input: { cardId: number } & OrderPlanBody) =>
  api.post<PlanOrderResult>('/sims/{id}/plan-orders', {
    path: { id: input.cardId },
    body: { planId: input.planId },
  });
export const cancelPendingPlan = (cardId: number) =>
  api.delete<CardBilling>('/sims/{id}/pending-plan', { path: { id: cardId } });
export const buyAddOn = (input: { cardId: number; idempotencyKey: string } & BuyAddOnBody) =>
  api.post<AddOnPurchaseResult>('/sims/{id}/add-ons', {
    path: { id: input.cardId },
    body: { addOnId: input.addOnId },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });

/**
 * After a change of a card that its answer does not describe (binding, Stop Billing, deleting): the cards (My
 * SIMs and their billing), the wallet (balance, activities) and the header's balance (the user info) are
 * loaded again. Query roots are named here rather than imported: features do not import each other's code.
 */
export const refreshAfterOrder = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['sims'] }),
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    reloadUserInfo().catch(() => {}),
  ]);
};

/** A card's billing as the server just answered it, put where every screen reads it: the cards' billing. */
const applyCardBilling = (queryClient: QueryClient, card: CardBilling): void => {
  queryClient.setQueryData<Page<CardBilling>>(
    billingKeys.cards(),
    (page) =>
      page && { ...page, items: page.items.map((item) => (item.cardId === card.cardId ? card : item)) },
  );
};

/**
 * After an order, the server's answer is applied at once: the card's billing (its panel, the order dialogs'
 * card list) and the balance in the header. What the answer does not carry, the card's line on My SIMs, the
 * balance's runway and the wallet's activities, is loaded again in the background.
 */
const applyOrderAnswer = (
  queryClient: QueryClient,
  answer: { card: CardBilling; balanceMinor?: number },
): void => {
  applyCardBilling(queryClient, answer.card);
  if (answer.balanceMinor !== undefined) authStore.getState().setBalance(answer.balanceMinor);
  // a plan ordered, changed or cancelled moves the day the balance runs out
  void queryClient.invalidateQueries({ queryKey: billingKeys.runway() });
  void queryClient.invalidateQueries({ queryKey: ['sims'] });
  if (answer.balanceMinor !== undefined) void queryClient.invalidateQueries({ queryKey: ['wallet'] });
};

/** An order's mutation, its answer applied at once (applyOrderAnswer). */
const useOrderMutation = <Input, Answer extends { card: CardBilling; balanceMinor?: number }>(
  order: (input: Input) => Promise<Answer>,
) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: order, onSuccess: (answer) => applyOrderAnswer(queryClient, answer) });
};

export const useOrderPlan = () => useOrderMutation(orderPlan);

export const useBuyAddOn = () => useOrderMutation(buyAddOn);

/** Cancelling a waiting plan changes no money: only the card's billing, as answered. */
export const useCancelPendingPlan = () =>
  useOrderMutation((cardId: number) => cancelPendingPlan(cardId).then((card) => ({ card })));

/** A card's trip (decision 0072): the days billing starts and stops, and the idle pause; answered with the card. */
export const useSaveCardTrip = () =>
  useOrderMutation((input: { cardId: number } & CardTripBody) =>
    api
      .put<CardBilling>('/billing/cards/{id}/trip', {
        path: { id: input.cardId },
        body: { startsOn: input.startsOn, endsAfter: input.endsAfter, idlePauseDays: input.idlePauseDays },
      })
      .then((card) => ({ card })),
  );

/** What the run's pauses saved the caller this month: a line above My SIMs' cards once it is more than nothing. */
export const usePauseSavings = () =>
  useQuery({
    queryKey: billingKeys.pauseSavings(),
    queryFn: () => api.get<PauseSavings>('/billing/pause-savings'),
  });
