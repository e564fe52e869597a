import type { CardJobAction } from '@simportal/contract/api/card-jobs';
import { eventTexts } from './event-texts.ts';
import { mailText as t } from './words.ts';

/**
 * An operator's bulk job on cards ended (commands/card-job-round.ts), told to the administrator who started it:
 * their inbox and devices, not their mail (the jobs list keeps the whole account of it).
 */
export interface CardJobFinishedData {
  jobId: number;
  action: CardJobAction;
  total: number;
  done: number;
  skipped: number;
  failed: number;
}

export const cardJobFinishedTexts = eventTexts<CardJobFinishedData>({
  example: { jobId: 3, action: 'stop_billing', total: 120, done: 112, skipped: 6, failed: 2 },
  line: (locale, job) => ({
    title: t(locale, `push.cardJobFinished.title.${job.action}`),
    body: t(locale, job.failed > 0 ? 'push.cardJobFinished.bodyFailed' : 'push.cardJobFinished.body', {
      count: job.total,
      done: job.done,
      skipped: job.skipped,
      failed: job.failed,
    }),
    link: '/adminMode?tab=cards&view=jobs',
    tag: `card-job-${job.jobId}`,
  }),
});
