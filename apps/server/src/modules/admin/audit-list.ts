import {
  AUDIT_COUNT_CAP,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
} from '@simportal/contract/api/admin';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type AuditLogFilter, auditLogPage } from '../audit/index.ts';
import { cardNumbersOf, cards } from '../sims/index.ts';
import { accountMatches, findUsersByIds, userAccounts } from '../users/index.ts';

export interface AuditFilter {
  page: number;
  pageSize: number;
  actor?: string;
  action?: AuditAction;
  target?: string;
  from?: string;
  to?: string;
}

/** Ids of the users whose username or e-mail contains `text` (users' view; its trigram indexes answer it). */
const usersMatching = (text: string): SQL =>
  sql`array(select ${userAccounts.id} from ${userAccounts} where ${accountMatches(text)})`;

/** The screen's filters as the audit log's: a person or a card named is resolved to ids in the same statement. */
const logFilterOf = (filter: AuditFilter): AuditLogFilter => ({
  ...(filter.actor ? { actorIds: usersMatching(filter.actor) } : {}),
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.target
    ? {
        target: {
          userIds: usersMatching(filter.target),
          cardIds: sql`array(select ${cards.id} from ${cards} where ${eq(cards.cardNumber, filter.target)})`,
        },
      }
    : {}),
  ...(filter.from ? { from: new Date(filter.from) } : {}),
  ...(filter.to ? { to: new Date(filter.to) } : {}),
});

const present = (values: (number | null)[]) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];

/**
 * The audit log screen: newest first, filtered by actor, action, target and time. The page is the audit
 * module's; its actors, target users and target cards are named after it, once for the whole page.
 */
export const listAuditEntries = async (ctx: AppContext, filter: AuditFilter): Promise<AuditPage> => {
  const { db } = ctx.database;
  const { entries, counted } = await auditLogPage(db, logFilterOf(filter), {
    limit: filter.pageSize,
    offset: (filter.page - 1) * filter.pageSize,
    countCap: AUDIT_COUNT_CAP,
  });
  const [people, cardNumbers] = await Promise.all([
    findUsersByIds(db, present(entries.flatMap((entry) => [entry.actorUserId, entry.targetUserId]))),
    cardNumbersOf(db, present(entries.map((entry) => entry.targetCardId))),
  ]);
  const userRef = (id: number | null) => {
    const user = id === null ? undefined : people.get(id);
    return id !== null && user ? { id, username: user.username, email: user.email } : null;
  };
  const cardRef = (id: number | null) => {
    const cardNumber = id === null ? undefined : cardNumbers.get(id);
    return id !== null && cardNumber !== undefined ? { id, cardNumber } : null;
  };
  return {
    items: entries.map(
      (entry): AuditEntry => ({
        id: entry.id,
        at: entry.at.toISOString(),
        action: entry.action,
        // every entry has its actor (a foreign key)
        actor: { id: entry.actorUserId, username: people.get(entry.actorUserId)?.username ?? '' },
        actorRole: entry.actorRole,
        steppedUp: entry.steppedUp,
        targetUser: userRef(entry.targetUserId),
        targetCard: cardRef(entry.targetCardId),
        details: entry.details,
        ip: entry.ip,
      }),
    ),
    total: Math.min(counted, AUDIT_COUNT_CAP),
    totalCapped: counted > AUDIT_COUNT_CAP,
    page: filter.page,
    pageSize: filter.pageSize,
  };
};
