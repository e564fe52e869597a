import { isLocale } from '@simportal/contract/locales';
import { isActingAsAnotherUser } from '../../lib/acting-as.ts';
import { i18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { isLoggedIn } from '../../stores/auth-state.ts';
import { authStore } from '../../stores/auth-store.ts';
import { updateLocale, userInfoQuery } from './api/user-api.ts';

let started = false;

/** Saves a language as the logged-in user's email language and updates the Personal Center's copy. */
export const saveMailLocale = async (locale: string): Promise<void> => {
  if (!isLocale(locale)) return;
  const saved = await updateLocale(locale);
  queryClient.setQueryData(userInfoQuery().queryKey, (info) => info && { ...info, locale: saved.locale });
};

/**
 * From now on, switching the interface language (the header's switch) while logged in also makes it the
 * language of the user's emails (PATCH /api/user/locale). Not while an administrator acts in a customer's
 * view: that choice is the customer's. Idempotent; the listener lives as long as the page.
 */
export const startLocaleSync = (): void => {
  if (started) return;
  started = true;
  i18n.on('languageChanged', (language: string) => {
    const { accessToken } = authStore.getState();
    if (!isLoggedIn(authStore.getState()) || isActingAsAnotherUser(accessToken)) return;
    saveMailLocale(language).catch(() => {
      // the interface language is kept by the browser either way; the next switch tries again
    });
  });
};
