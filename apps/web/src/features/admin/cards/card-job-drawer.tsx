import { CARD_JOB_FAILURES_SHOWN, type CardJob } from '@simportal/contract/api/card-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, List, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressLine } from '../../../components/progress-line.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { useCardJob } from '../api/card-jobs-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useLocale } from '../use-admin-format.ts';
import { CardJobCancel } from './card-job-cancel.tsx';
import { JobState } from './card-jobs-list.tsx';

const COUNTS = ['waiting', 'done', 'skipped', 'failed', 'cancelled'] as const;

const decidedOf = (job: CardJob) => job.total - job.counts.waiting;

/**
 * A bulk action as it runs (issue #59): its progress bar and counts, asked again every second while it runs, the
 * cards that failed with the rule that refused each, and a cancel that leaves the cards not reached as they are
 * (a role that may start jobs). Cards there was nothing to do to (nobody holds them, already as asked) are counted
 * apart, never as failures (issue #67). Opened from the bulk dialog, or from the jobs list after a reload.
 */
export function CardJobDrawer({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery(PHONE_QUERY);
  const query = useCardJob(jobId);
  // a viewer follows a job; only a role that may start one cancels it
  const serve = useAdminMay('serve');
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
      footer={job?.state === 'running' && serve ? <CardJobCancel job={job} /> : null}
    >
      {job && (
        <Flex vertical gap={16}>
          <Flex align="center" gap={8} wrap>
            <JobState job={job} />
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
          {job.counts.skipped > 0 && <p className="admin-secondary">{t('admin.jobs.skippedHelp')}</p>}
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
                // in the secondary grey, not antd's disabled one (1.8:1)
                emptyText: (
                  <span className="admin-job-none">
                    {t(job.state === 'running' ? 'admin.jobs.noFailuresYet' : 'admin.jobs.noFailures')}
                  </span>
                ),
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
