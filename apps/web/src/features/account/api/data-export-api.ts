import { api } from '../../../lib/api.ts';

// Personal Center › Your data (server: apps/server/src/modules/data-export/routes.ts).

/** The caller's data archive (a zip); a refusal fails with its message key. */
export const fetchDataExport = (): Promise<Blob> => api.download('/user/data-export');
