import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterOrder } from '../../billing/api/billing-query.ts';

/**
 * After the balance changed (a pay order was confirmed): everything a credit can change is loaded again: the
 * wallet, the header's balance and its runway, and the cards with their billing, since a credit resumes the
 * cards the balance had suspended (issue #32: "card in use again" without a reload). A failure is left to the
 * next navigation, whose guard reloads the user info anyway.
 */
export const refreshBalance = (queryClient: QueryClient): Promise<void> => refreshAfterOrder(queryClient);
