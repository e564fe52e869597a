import type {
  Passkey,
  RecoveryCodes,
  SecondFactorEnrolment,
  SecondFactorStatus,
  WebAuthnJson,
} from '@simportal/contract/api/second-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { createPasskey } from '../../../lib/passkey.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { withStepUp } from '../step-up/step-up-gate.ts';
import { useAdminQueriesEnabled } from '../use-admin-format.ts';
import { adminKeys } from './admin-keys.ts';

// Admin Management › Two-step verification (server: apps/server/src/modules/auth/second-factor-routes.ts).

export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: adminKeys.secondFactor(),
    queryFn: () => api.get<SecondFactorStatus>('/admin/second-factor'),
    enabled: useAdminQueriesEnabled(),
    staleTime: 0,
  });

/** A new secret for the authenticator app, pending until a code from it is confirmed. */
export const useStartSecondFactor = () =>
  useMutation({ mutationFn: () => api.post<SecondFactorEnrolment>('/admin/second-factor/enrolment') });

/**
 * Turns the pending secret on with a code from the app; the answer holds the recovery codes, shown once. The
 * status is loaded again only when the administrator has saved them (`done`), so the screen that shows them
 * stays until then.
 */
export const useConfirmSecondFactor = () =>
  useMutation({
    mutationFn: (code: string) =>
      api.post<RecoveryCodes>('/admin/second-factor/enrolment/confirm', { body: { code } }),
  });

/** Ten new recovery codes in place of the old ones, given a code from the app (or an unused recovery code). */
export const useNewRecoveryCodes = () =>
  useMutation({
    mutationFn: (code: string) =>
      api.post<RecoveryCodes>('/admin/second-factor/recovery-codes', { body: { code } }),
  });

/** Turns two-step verification off, given a code from the app or a recovery code (a lost or replaced phone). */
export const useRemoveSecondFactor = () =>
  useMutation({
    mutationFn: (code: string) => api.post('/admin/second-factor/removal', { body: { code } }),
  });

/**
 * Adds a passkey (issue #34): the server's options, the browser's ceremony (the user touches the key or unlocks
 * the phone), then the answer kept under `name`.
 */
export const useAddPasskey = () =>
  useRefreshingMutation(
    async (name: string) => {
      const options = await api.post<WebAuthnJson>('/admin/second-factor/passkeys/options');
      const response = await createPasskey(options);
      return api.post<Passkey>('/admin/second-factor/passkeys', {
        body: { response, ...(name ? { name } : {}) },
      });
    },
    adminKeys.secondFactor(),
    'settled',
  );

/** Removes one of the caller's passkeys; asks for a fresh proof first when the last is old (decision 0043). */
export const useRemovePasskey = () =>
  useRefreshingMutation(
    (id: string) => withStepUp(() => api.delete('/admin/second-factor/passkeys/{id}', { path: { id } })),
    adminKeys.secondFactor(),
    'settled',
  );

export const useSecondFactorDone = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.secondFactor() });
};
