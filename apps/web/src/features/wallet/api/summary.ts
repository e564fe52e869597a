import type { WalletSummary } from '@simportal/contract/api/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './wallet-keys.ts';

const fetchWalletSummary = () => api.get<WalletSummary>('/wallet/summary');

export const walletSummaryQuery = () =>
  queryOptions({ queryKey: walletKeys.summary(), queryFn: fetchWalletSummary });

/** The balance and the currency every amount of the wallet is counted in. */
export const useWalletSummary = () => useQuery(walletSummaryQuery());
