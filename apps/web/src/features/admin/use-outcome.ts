import { App } from 'antd';
import { useCallback } from 'react';
import { translateMessage } from '../../lib/i18n.ts';
import { reasonOf } from './failure.ts';

/**
 * Toasts after an admin action (spec §8 success and failure messages): `succeeded('starterpack_set_success')`;
 * `failed('starterpack_set_failed', error)` shows the failure text with the server's reason under it.
 */
export const useOutcome = () => {
  const { notification } = App.useApp();
  const succeeded = useCallback(
    (key: string) => notification.success({ title: translateMessage(key), role: 'status' }),
    [notification],
  );
  const failed = useCallback(
    (key: string, error: unknown) => {
      const reason = reasonOf(error);
      if (reason === null) return;
      notification.error({
        title: translateMessage(key),
        description: translateMessage(reason),
        role: 'alert',
      });
    },
    [notification],
  );
  return { succeeded, failed };
};
