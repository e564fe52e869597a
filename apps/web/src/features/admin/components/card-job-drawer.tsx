import { CARD_JOB_FAILURES_SHOWN, type CardJob } from '@simportal/contract/api/card-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, List, Popconfirm, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressLine } from '../../../components/progress-line.tsx';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { useCancelCardJob, useCardJob } from '../api/card-jobs-api.ts';
import { useLocale } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';

const COUNTS = ['waiting', 'done', 'skipped', 'failed', 'cancelled'] as const;

const decidedOf = (job: CardJob) => job.total - job.counts.waiting;

/**
 * A bulk action as it runs (issue #59): its progress bar and counts, asked again every second while it runs, the
 * cards that failed with the rule that refused each, and a cancel that leaves the cards not reached as they are.
 */
export function CardJobDrawer({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery(PHONE_QUERY);
  const query = useCardJob(jobId);
  const cancel = useCancelCardJob();
  const { succeeded, failed } = useOutcome();
  const job = query.data;
  const queryClient = useQueryClient();
  const ended = job !== undefined && job.state !== 'running';
  // the cards the job moved show their new state once it has ended
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: adminKeys.cards() });
  }, [ended, queryClient]);
  const percent = job && job.total > 0 ? Math.floor((decidedOf(job) * 100) / job.total) : 0;
  // red only for failures, said with their count; green for a job that ended with none, blue while it runs
  const failures = job?.counts.failed ?? 0;
  const clean = job?.state === 'done' && failures === 0;

  return (
    <Drawer
      open={jobId !== null}
      onClose={onClose}
      size={phone ? '100%' : 480}
      title={
        job ? t('admin.jobs.drawerTitle', { id: job.id, action: t(`admin.jobs.actions.${job.action}`) }) : ''
      }
      loading={!job}
      footer={
        job?.state === 'running' ? (
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
            <Button danger>{t('admin.jobs.cancel')}</Button>
          </Popconfirm>
        ) : null
      }
    >
      {job && (
        <Flex vertical gap={16}>
          <Flex align="center" gap={8} wrap>
            <Tag color={job.state === 'running' ? 'processing' : clean ? 'success' : 'default'}>
              {t(`admin.jobs.state.${job.state}`)}
            </Tag>
            {failures > 0 && <Tag color="error">{t('admin.jobs.failedCount', { count: failures })}</Tag>}
            <span>{t('admin.jobs.progress', { decided: decidedOf(job), total: job.total })}</span>
          </Flex>
          <ProgressLine
            percent={percent}
            status={failures > 0 ? 'exception' : 'normal'}
            className={clean ? 'admin-job-progress-done' : undefined}
            aria-label={t('admin.jobs.progress', { decided: decidedOf(job), total: job.total })}
          />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={COUNTS.map((key) => ({
              key,
              label: t(`admin.jobs.counts.${key}`),
              children: job.counts[key].toLocaleString(locale),
            }))}
          />
          <section aria-label={t('admin.jobs.failures')}>
            <strong>{t('admin.jobs.failures')}</strong>
            {job.counts.failed > job.failures.length && (
              <p className="admin-secondary">
                {t('admin.jobs.failuresShown', {
                  shown: Math.min(CARD_JOB_FAILURES_SHOWN, job.failures.length),
                  count: job.counts.failed,
                })}
              </p>
            )}
            <List
              size="small"
              dataSource={job.failures}
              locale={{
                emptyText: t(job.state === 'running' ? 'admin.jobs.noFailuresYet' : 'admin.jobs.noFailures'),
              }}
              renderItem={(failure) => (
                <List.Item key={failure.cardId}>
                  <Flex vertical>
                    <strong>{failure.cardNumber}</strong>
                    <span className="admin-secondary">{translateMessage(failure.reason)}</span>
                  </Flex>
                </List.Item>
              )}
            />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
