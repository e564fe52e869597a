import type { ChangePasswordBody } from '@simportal/contract/api/user';
import type { Locale } from '@simportal/contract/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { fetchUserInfo } from '../../../lib/user-info.ts';

// The Personal Center's calls (server: apps/server/src/modules/users/routes.ts).

/** The one source of the user-info query key on this page. */
export const userInfoQuery = () =>
  queryOptions({ queryKey: ['account', 'user-info'], queryFn: fetchUserInfo });

export const useUserInfo = () => useQuery(userInfoQuery());

/** POST /api/user/password: ends the user's other sessions; this one stays. */
export const changePassword = (body: ChangePasswordBody) => api.post('/user/password', { body });

/** PATCH /api/user/locale: the language of the user's emails. */
export const updateLocale = (locale: Locale) => api.patch('/user/locale', { body: { locale } });
