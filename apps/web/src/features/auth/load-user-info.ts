import { isApiError } from '../../lib/api-error.ts';
import { http } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import type { UserInfo } from '../../stores/auth-state.ts';
import { authStore } from '../../stores/auth-store.ts';

export const USER_INFO_PATH = '/user/getUserInfo';

/**
 * Reloads the logged-in user's info into the auth store (spec §4, §7). On failure an error toast shows the
 * message (unless the http client already told the user) and null is returned; the guard then goes on
 * with what it knew before.
 */
export const loadUserInfo = async (): Promise<UserInfo | null> => {
  try {
    const userInfo = await http.get<UserInfo>(USER_INFO_PATH);
    authStore.getState().setUserInfo(userInfo);
    return userInfo;
  } catch (error) {
    if (isApiError(error)) {
      if (!error.notified) notifyError(error.message);
    } else {
      notifyError('server_error');
    }
    return null;
  }
};
