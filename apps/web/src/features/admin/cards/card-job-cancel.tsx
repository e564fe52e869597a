import type { CardJob } from '@simportal/contract/api/card-jobs';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { useCancelCardJob } from '../api/card-jobs-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useOutcome } from '../use-outcome.ts';

/**
 * Cancels a running bulk action after asking (the cards not reached are left as they are), for a role that may
 * start one; nothing for a viewer or a job that ended. The drawer's footer and the jobs list's rows share it.
 */
export function CardJobCancel({
  job,
  size,
  named = false,
}: {
  job: CardJob;
  size?: 'small';
  /** In a list of jobs: the button names its job. */
  named?: boolean;
}) {
  const { t } = useTranslation();
  const serve = useAdminMay('serve');
  const cancel = useCancelCardJob();
  const { succeeded, failed } = useOutcome();
  if (!serve || job.state !== 'running') return null;
  return (
    <Popconfirm
      icon={STATUS_ICONS.warning}
      title={t('admin.jobs.cancelTitle')}
      description={t('admin.jobs.cancelText')}
      okText={t('admin.jobs.cancel')}
      cancelText={t('admin.jobs.keepRunning')}
      onConfirm={() =>
        cancel.mutateAsync(job.id).then(
          () => succeeded('admin.jobs.cancelled'),
          (error: unknown) => failed('admin.jobs.cancelFailed', error),
        )
      }
    >
      <Button danger size={size} aria-label={named ? t('admin.jobs.cancelOf', { id: job.id }) : undefined}>
        {t('admin.jobs.cancel')}
      </Button>
    </Popconfirm>
  );
}
