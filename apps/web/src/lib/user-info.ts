import type { UserInfo } from '@simportal/contract/api/user';
import { authStore } from '../stores/auth-store.ts';
import { api } from './api.ts';

/** The signed-in user's info, with the balance the header shows (spec §7). */
export const fetchUserInfo = () => api.get<UserInfo>('/user/getUserInfo');

/**
 * Loads the user info again into the auth store, which the header's balance and the guards read: after
 * navigation, and after a change whose answer does not carry the balance (binding a card, a confirmed top-up).
 */
export const reloadUserInfo = async () => {
  const userInfo = await fetchUserInfo();
  authStore.getState().setUserInfo(userInfo);
  return userInfo;
};
