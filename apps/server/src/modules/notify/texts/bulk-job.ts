import type { CardGroupAction } from '@simportal/contract/api/card-groups';
import { sql } from 'drizzle-orm';
import { eventTexts } from './event-texts.ts';
import { mailText as t } from './words.ts';

// A bulk action finished (bulk_job.completed, decision 0078), told to each holder of the cards it acted on: an
// operator's bulk job (commands/card-job-round.ts) or a customer's action on a card group (card-group-action.ts).
// Its webhook sends the data as recorded; the inbox keeps it without the cards' list (eventsSql, events-sql.ts).

export interface BulkJobData {
  /** An operator's job, or the customer's card group (null: cards chosen one by one). */
  jobId?: number;
  groupId?: number | null;
  action: CardGroupAction;
  /** The holder's cards the action covered. */
  cardCount: number;
  /** Each card with its outcome (the webhook's; the inbox does not keep them). */
  cards?: { cardId: number; iccid?: string; outcome: string; reason: string | null }[];
  /** A card group's action: what it charged. */
  chargedMinor?: number;
}

export const bulkJobTexts = eventTexts<BulkJobData>({
  example: { jobId: 3, action: 'stop_billing', cardCount: 12 },
  line: (locale, job) => ({
    title: t(locale, `push.bulkJob.title.${job.action}`),
    body: t(locale, 'push.bulkJob.body', { count: job.cardCount }),
    link: '/mySims',
    tag: `bulk-job-${job.jobId ?? `group-${job.groupId ?? 'cards'}`}`,
  }),
  webhook: (job) => ({ ...job }),
  // what the inbox keeps: the job without its cards (up to 1,000 of them), which its line never names
  inboxSql: (data) => sql`${data} - 'cards'`,
});
