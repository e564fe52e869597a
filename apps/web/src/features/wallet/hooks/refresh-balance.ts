import type { QueryClient } from '@tanstack/react-query';
import { reloadUserInfo } from '../../../lib/user-info.ts';
import { billingKeys } from '../../billing/api/billing-query.ts';
import { walletKeys } from '../api/wallet-keys.ts';

/**
 * After the balance changed (a pay order was confirmed): the wallet's queries and the user info in the auth
 * store, which the header's balance reads, are loaded again. A failure is left to the next navigation, whose
 * guard reloads the user info anyway.
 */
export const refreshBalance = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.activities() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.payOrders() }),
    // how long the balance lasts (decision 0033), beside it in the header
    queryClient.invalidateQueries({ queryKey: billingKeys.runway() }),
    reloadUserInfo().catch(() => {}),
  ]);
};
