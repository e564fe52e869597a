// @vitest-environment jsdom
import '../../../test-support/component-env.ts';
import type { CardBilling, PlanOrderResult } from '@simportal/contract/api/billing';
import type { Page } from '@simportal/contract/envelope';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../stores/auth-store.ts';
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { billingKeys, useCancelPendingPlan, useOrderPlan } from './billing-query.ts';

// Issue #19/#21: an order's answer is applied where the screens read it (the card's billing, the card list, the
// header's balance) instead of being thrown away and asked for again.

const billingOf = (cardId: number, todayFeeMinor: number) =>
  ({ cardId, cardNumber: `10648000000${cardId}`, todayFeeMinor }) as unknown as CardBilling;

let userInfoCalls = 0;
let answer: PlanOrderResult;

serveApi(
  http.post('/api/sims/:cardId/plan-orders', () => ok(answer)),
  http.delete('/api/sims/:cardId/pending-plan', () => ok(billingOf(7, 0))),
  http.get('/api/user/getUserInfo', () => {
    userInfoCalls += 1;
    return ok({ id: 1, username: 'ana', email: 'ana@example.com', level: 0, balance: 999 });
  }),
);

const withClient = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
};

beforeEach(() => {
  userInfoCalls = 0;
  answer = {
    outcome: 'ACTIVATED',
    effectiveDay: '2026-11-23',
    chargedMinor: 150,
    balanceMinor: 850,
    card: billingOf(7, 150),
  } as PlanOrderResult;
  const state = authStore.getState();
  state.setSession({
    accessToken: 'a',
    refreshToken: 'r',
    username: 'ana',
    email: 'ana@example.com',
    isRememberMe: false,
  });
  state.setUserInfo({ id: 1, username: 'ana', email: 'ana@example.com', level: 0, balance: 1_000 });
});

describe('an order applies the server’s answer', () => {
  it('puts the card’s billing in the cards’ list, and the balance in the header, without asking again', async () => {
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData<Page<CardBilling>>(billingKeys.cards(), {
      items: [billingOf(6, 0), billingOf(7, 0)],
      total: 2,
      page: 1,
      pageSize: 100,
    } as Page<CardBilling>);
    const { result } = renderHook(() => useOrderPlan(), { wrapper });

    await act(() => result.current.mutateAsync({ cardId: 7, planId: 3 }));

    expect(queryClient.getQueryData<Page<CardBilling>>(billingKeys.cards())?.items).toEqual([
      billingOf(6, 0),
      answer.card,
    ]);
    expect(authStore.getState().userInfo?.balance).toBe(850);
    expect(userInfoCalls).toBe(0);
  });

  it('leaves the balance alone when cancelling a waiting plan, which changes no money', async () => {
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData<Page<CardBilling>>(billingKeys.cards(), {
      items: [billingOf(7, 150)],
      total: 1,
      page: 1,
      pageSize: 100,
    } as Page<CardBilling>);
    const { result } = renderHook(() => useCancelPendingPlan(), { wrapper });

    await act(() => result.current.mutateAsync(7));

    expect(queryClient.getQueryData<Page<CardBilling>>(billingKeys.cards())?.items).toEqual([
      billingOf(7, 0),
    ]);
    expect(authStore.getState().userInfo?.balance).toBe(1_000);
    expect(userInfoCalls).toBe(0);
  });
});
