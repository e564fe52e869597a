import { isApiError } from '../../lib/api-error.ts';
import { notifyError } from '../../lib/notify.ts';
import { reloadUserInfo } from '../../lib/user-info.ts';
import type { UserInfo } from '../../stores/auth-state.ts';

/**
 * Reloads the logged-in user's info into the auth store (spec §4, §7). On failure an error toast shows the
 * message (unless the http client already told the user) and null is returned; the guard then goes on
 * with what it knew before.
 */
export const loadUserInfo = async (): Promise<UserInfo | null> => {
  try {
    return await reloadUserInfo();
  } catch (error) {
    if (isApiError(error)) {
      if (!error.notified) notifyError(error.message);
    } else {
      notifyError('server_error');
    }
    return null;
  }
};
