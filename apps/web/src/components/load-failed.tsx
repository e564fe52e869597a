import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows when its data could not be loaded: what failed, and a "Try again" that refetches (busy
 * while it does). One component, so every screen words and places it the same way.
 */
export function LoadFailed({
  query,
  title,
  description,
  compact = false,
}: {
  query: Pick<UseQueryResult, 'isFetching' | 'refetch'>;
  title: ReactNode;
  description?: ReactNode;
  /** A small button, inside a tab or a drawer. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button
          size={compact ? 'small' : undefined}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
