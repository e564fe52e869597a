import type { ChangePasswordBody, UserInfo } from '@simportal/contract/api/user';
import type { Locale } from '@simportal/contract/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

// The Personal Center's calls (server: apps/server/src/modules/users/routes.ts).

export const fetchUserInfo = () => http.get<UserInfo>('/user/getUserInfo');

/** The one source of the user-info query key on this page. */
export const userInfoQuery = () =>
  queryOptions({ queryKey: ['account', 'user-info'], queryFn: fetchUserInfo });

export const useUserInfo = () => useQuery(userInfoQuery());

/** POST /api/user/password: ends the user's other sessions; this one stays. */
export const changePassword = (body: ChangePasswordBody) => http.post<null>('/user/password', body);

/** PATCH /api/user/locale: the language of the user's emails. */
export const updateLocale = (locale: Locale) => http.patch<{ locale: Locale }>('/user/locale', { locale });
