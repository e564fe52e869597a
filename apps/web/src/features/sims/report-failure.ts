import { isApiError } from '../../lib/api-error.ts';
import { notifyError } from '../../lib/notify.ts';

/** Tells the user why an action failed, in their language, unless the http client already did. */
export const reportFailure = (error: unknown, fallback: string): void => {
  if (isApiError(error)) {
    if (!error.notified) notifyError(error.message);
  } else {
    notifyError(fallback);
  }
};
