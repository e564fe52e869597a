import type { PasskeyOptionsBody } from '@simportal/contract/api/passkeys';
import type { Passkey, WebAuthnJson } from '@simportal/contract/api/second-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { createPasskey } from '../../../lib/passkey.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

// Personal Center › Passkeys (issue #71, decision 0105; server: apps/server/src/modules/auth/passkey-routes.ts):
// the passkeys that log the account in without its password.

/** The one source of the passkey list's query key. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: ['account', 'passkeys'],
    queryFn: () => api.get<Passkey[]>('/user/passkeys'),
    staleTime: 0,
  });

export const usePasskeys = () => useQuery(passkeysQuery());

export interface NewPasskey extends PasskeyOptionsBody {
  /** Empty: the form names it with today's date in the reader's language (add-passkey-form.tsx). */
  name: string;
}

/**
 * Adds a passkey: the password proves the person at the keyboard, the server's options go to the browser, whose
 * prompt makes the key, and the answer is kept. A closed prompt rejects with the browser's error, not an ApiError.
 */
export const useAddPasskey = () =>
  useRefreshingMutation(
    async ({ password, name }: NewPasskey) => {
      const options = await api.post<WebAuthnJson>('/user/passkeys/options', { body: { password } });
      const response = await createPasskey(options);
      return api.post<Passkey>('/user/passkeys', { body: { response, ...(name ? { name } : {}) } });
    },
    passkeysQuery().queryKey,
    'settled',
  );

export const useRemovePasskey = () =>
  useRefreshingMutation(
    (id: string) => api.delete('/user/passkeys/{id}', { path: { id } }),
    passkeysQuery().queryKey,
    'settled',
  );
