import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';

// Personal Center › Your data (server: apps/server/src/modules/data-export/routes.ts).

/**
 * The caller's data archive (a zip), fetched with the bearer token by the http client (a plain link could not
 * send it). An error arrives as a Blob holding the envelope: its message key is read back out of it.
 */
export const fetchDataExport = async (): Promise<Blob> => {
  try {
    return await api.download('/user/data-export');
  } catch (error) {
    if (isApiError(error) && error.data instanceof Blob) {
      const envelope = await error.data
        .text()
        .then((text) => JSON.parse(text) as { message?: unknown })
        .catch(() => null);
      if (typeof envelope?.message === 'string') throw new Error(envelope.message);
    }
    throw error;
  }
};
