import { CARD_JOB_LIST_SIZE, type CardJob } from '@simportal/contract/api/card-jobs';
import { Button, Flex, Space, Table, type TableProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ProgressLine } from '../../../components/progress-line.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCardJobs } from '../api/card-jobs-api.ts';
import { AdminItemList } from '../shared/admin-item-list.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { CardJobCancel } from './card-job-cancel.tsx';

const decidedOf = (job: CardJob) => job.total - job.counts.waiting;
const percentOf = (job: CardJob) => (job.total > 0 ? Math.floor((decidedOf(job) * 100) / job.total) : 0);

/**
 * Its state as the drawer says it: blue while it runs, green when it ended with no failure (a darker green than
 * antd's, 4.5:1), grey otherwise.
 */
export function JobState({ job }: { job: CardJob }) {
  const { t } = useTranslation();
  const clean = job.state === 'done' && job.counts.failed === 0;
  return (
    <Tag
      color={job.state === 'running' ? 'processing' : clean ? 'success' : 'default'}
      className={clean ? 'admin-job-clean' : undefined}
    >
      {t(`admin.jobs.state.${job.state}`)}
    </Tag>
  );
}

/** The bar and "5 of 10 cards decided"; red only when a card failed, as in the drawer. */
function JobProgress({ job }: { job: CardJob }) {
  const { t } = useTranslation();
  const progress = t('admin.jobs.progress', { decided: decidedOf(job), total: job.total });
  return (
    <Flex vertical gap={2} className="admin-job-progress-cell">
      <ProgressLine
        percent={percentOf(job)}
        status={job.counts.failed > 0 ? 'exception' : 'normal'}
        className={job.state === 'done' && job.counts.failed === 0 ? 'admin-job-progress-done' : undefined}
        aria-label={progress}
      />
      <span className="admin-secondary">{progress}</span>
    </Flex>
  );
}

/**
 * What became of the cards: done, nothing to do, not reached; the failures as a button naming their count that
 * opens the job's drawer, where each failed card is listed with the rule that refused it.
 */
function JobOutcome({ job, onOpen }: { job: CardJob; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const parts = [
    t('admin.jobs.outcomeDone', { count: job.counts.done }),
    ...(job.counts.skipped > 0 ? [t('admin.jobs.outcomeSkipped', { count: job.counts.skipped })] : []),
    ...(job.counts.cancelled > 0 ? [t('admin.jobs.outcomeCancelled', { count: job.counts.cancelled })] : []),
  ];
  return (
    <Flex vertical gap={2} align="start">
      <span>{parts.join(' · ')}</span>
      {job.counts.failed > 0 && (
        <Button
          size="small"
          danger
          onClick={() => onOpen(job.id)}
          aria-label={t('admin.jobs.openFailuresOf', {
            id: job.id,
            text: t('admin.jobs.failedCount', { count: job.counts.failed }),
          })}
        >
          {t('admin.jobs.failedCount', { count: job.counts.failed })}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The console's bulk actions (issue #67), as Hologram's and emnify's bulk-job history: the latest jobs, newest
 * first, each with its action, state, who started it and when, its progress and what became of its cards; the
 * failures open in the job's drawer, and a running job can be cancelled by a role that may start one (a viewer
 * reads only). Read from the server, so it outlives the drawer and a reload; asked again while a job runs. A table
 * on a wider screen, a list of entries on a phone.
 */
export function CardJobsList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { when, locale } = useAdminFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  const query = useCardJobs();
  const catalogue = useCatalogue();
  const jobs = query.data ?? [];

  const title = (job: CardJob): ReactNode => {
    const plan = catalogue.data?.plans.find((candidate) => candidate.id === job.planId);
    return (
      <>
        <strong>
          {t('admin.jobs.jobOf', { id: job.id, action: t(`admin.jobs.actions.${job.action}`) })}
        </strong>
        {plan && (
          <Typography.Text type="secondary" className="admin-secondary">
            {t('admin.jobs.planOf', { plan: plan.name[locale] })}
          </Typography.Text>
        )}
      </>
    );
  };
  const started = (job: CardJob) => (
    <>
      <span>{job.createdBy.username}</span>
      <Typography.Text type="secondary" className="admin-secondary">
        {when(job.createdAt)}
      </Typography.Text>
    </>
  );
  const details = (job: CardJob) => (
    <Button
      size={phone ? undefined : 'small'}
      onClick={() => onOpen(job.id)}
      aria-label={t('admin.jobs.openOf', { id: job.id })}
    >
      {t('admin.jobs.open')}
    </Button>
  );

  const columns: TableProps<CardJob>['columns'] = [
    { key: 'job', title: t('admin.jobs.job'), width: 200, render: (_, job) => title(job) },
    { key: 'state', title: t('admin.cards.status'), width: 110, render: (_, job) => <JobState job={job} /> },
    { key: 'startedBy', title: t('admin.jobs.startedBy'), width: 190, render: (_, job) => started(job) },
    {
      key: 'progress',
      title: t('admin.jobs.progressColumn'),
      width: 220,
      render: (_, job) => <JobProgress job={job} />,
    },
    {
      key: 'outcome',
      title: t('admin.jobs.outcome'),
      render: (_, job) => <JobOutcome job={job} onOpen={onOpen} />,
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      width: 220,
      render: (_, job) => (
        <Space wrap size="small">
          {details(job)}
          <CardJobCancel job={job} size="small" named />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} component="section" aria-label={t('admin.jobs.listLabel')}>
      <Typography.Text type="secondary">
        {t('admin.jobs.listNote', { count: CARD_JOB_LIST_SIZE })}
      </Typography.Text>
      {query.isError ? (
        <LoadFailed query={query} title={t('admin.jobs.listFailed')} compact />
      ) : phone ? (
        <AdminItemList<CardJob>
          label={t('admin.jobs.listLabel')}
          items={jobs}
          loading={query.isPending}
          empty={t('admin.jobs.listEmpty')}
          pagination={{ total: 0 }}
          renderItem={(job) => (
            <>
              <Flex wrap align="center" justify="space-between" gap="4px 8px">
                <span className="admin-item-title">{title(job)}</span>
                <JobState job={job} />
              </Flex>
              <p className="admin-item-line">
                {t('admin.common.labelled', {
                  label: t('admin.jobs.startedBy'),
                  value: t('admin.jobs.startedByAt', {
                    who: job.createdBy.username,
                    when: when(job.createdAt),
                  }),
                })}
              </p>
              <JobProgress job={job} />
              <JobOutcome job={job} onOpen={onOpen} />
              <Flex wrap gap={8} className="admin-item-actions">
                {details(job)}
                <CardJobCancel job={job} named />
              </Flex>
            </>
          )}
        />
      ) : (
        <Table<CardJob>
          rowKey="id"
          size="middle"
          className="admin-card-jobs"
          loading={query.isPending}
          columns={columns}
          dataSource={jobs}
          pagination={false}
          locale={{ emptyText: <SmallEmpty description={t('admin.jobs.listEmpty')} /> }}
        />
      )}
    </Flex>
  );
}
