import type {
  AccountDeletion,
  ChangePasswordBody,
  DeleteAccountBody,
  DeletionCodeResult,
  UpdateLocaleBody,
} from '@simportal/contract/api/user';
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
export const updateLocale = (locale: Locale) =>
  api.patch<UpdateLocaleBody>('/user/locale', { body: { locale } });

/** POST /api/user/deletion-code: mails the code that confirms deleting the account, to its own address. */
export const sendDeletionCode = () => api.post<DeletionCodeResult>('/user/deletion-code');

/** POST /api/user/deletion: deletes the account (decision 0040); every session, this one too, ends. */
export const deleteAccount = (body: DeleteAccountBody) =>
  api.post<AccountDeletion>('/user/deletion', { body });
