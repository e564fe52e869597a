/**
 * The throwaway cluster's settings for the benches that measure a production-sized database: a production server
 * holds its working set in memory and does not checkpoint every few seconds; the cluster's defaults (128 MB of
 * shared buffers, max_wal_size 1 GB) hold neither a million cards' balances and ledger indexes nor a day's WAL,
 * and the figures would measure page eviction and checkpoints instead of the portal. The box has ~23 GB of
 * memory; 2 GB is a modest share.
 */
export const PRODUCTION_SETTINGS = {
  shared_buffers: '2GB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
};

export const describeSettings = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
