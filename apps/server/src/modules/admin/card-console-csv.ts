import { ADMIN_CARD_CSV_COLUMNS, type AdminCardExportFilter } from '@simportal/contract/api/admin';
import Papa from 'papaparse';
import type { AppContext } from '../../app-context.ts';
import { csvText } from '../../http/csv-cell.ts';
import { type AdminCardCursor, adminCardsAfter, cardWhere, groupNames } from '../sims/index.ts';
import { findUsersByIds } from '../users/index.ts';

const BATCH_SIZE = 1000;
const NEWLINE = '\r\n';

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/**
 * Every card the console's filter shows, as CSV (RFC 4180, CRLF, UTF-8 with a BOM, as the activities' export),
 * in the list's order, produced batch by batch on a keyset walk so memory stays flat at a million rows. The
 * register's columns, the holder and the customer's group (the console filters by it) only: the live columns are a page's, read per card, not an export's.
 */
export const cardConsoleCsv = (ctx: AppContext, filter: AdminCardExportFilter): AsyncIterable<string> => {
  const db = ctx.database.db;
  return (async function* () {
    yield `\uFEFF${Papa.unparse([[...ADMIN_CARD_CSV_COLUMNS]], { newline: NEWLINE })}${NEWLINE}`;
    const where = await cardWhere(db, filter);
    let after: AdminCardCursor | null = null;
    for (;;) {
      const cards = await adminCardsAfter(db, where, after, BATCH_SIZE);
      if (cards.length === 0) return;
      const [holders, groups] = await Promise.all([
        findUsersByIds(db, [
          ...new Set(cards.flatMap((card) => (card.userId === null ? [] : [card.userId]))),
        ]),
        groupNames(db, [...new Set(cards.flatMap((card) => (card.groupId === null ? [] : [card.groupId])))]),
      ]);
      const rows = cards.map((card) => {
        const holder = card.userId === null ? undefined : holders.get(card.userId);
        return [
          card.cardNumber,
          card.iccid,
          card.type,
          card.status,
          csvText(card.label),
          csvText(holder?.username ?? null),
          csvText(holder?.email ?? null),
          // the customer's own name for the group: text they typed, so a formula is made text too
          csvText(card.groupId === null ? null : (groups.get(card.groupId) ?? null)),
          card.currentPlanId === null ? '' : String(card.currentPlanId),
          iso(card.boundAt),
          iso(card.deletedAt),
        ];
      });
      yield `${Papa.unparse(rows, { newline: NEWLINE })}${NEWLINE}`;
      if (cards.length < BATCH_SIZE) return;
      const last = cards.at(-1)!;
      after = { cardNumber: last.cardNumber, id: last.id };
    }
  })();
};
