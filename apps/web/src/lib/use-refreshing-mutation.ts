import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which the queries under `queryKey` are read again: once it succeeded, or once `settled`
 * whatever the answer (a refusal can mean the server's state moved on meanwhile).
 */
export const useRefreshingMutation = <TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  queryKey: QueryKey,
  after: 'success' | 'settled' = 'success',
) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation(
    after === 'settled' ? { mutationFn, onSettled: refresh } : { mutationFn, onSuccess: refresh },
  );
};
