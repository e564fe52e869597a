import type { AuditAction } from '@simportal/contract/api/admin';
import type { LocalizedText } from '@simportal/contract/api/catalog';
import { inLocaleOrder } from '@simportal/contract/localized-text';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf, nextBusinessDay } from '../../business-day.ts';
import { selectRows, type Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type Auditor, audit } from '../audit/index.ts';

// How a plan or an add-on is changed (decision 0026), written once for both: the edit check, a new version for
// new terms, the presentation on every version, retiring, the audit entry. Each kind says where its rows are
// and what its terms are (plan-editor.ts, add-on-editor.ts).

/** What the shared steps read of an open version. */
export interface OpenVersion {
  id: number;
  version: number;
  revision: number;
  active: boolean;
  name: LocalizedText;
}

/** What the shared steps read of an administrator's input. */
export interface ItemInput {
  name: LocalizedText;
  priceMinor: number;
}

/** Names, descriptions, coverage and order: not terms, so written on every version of an item at once. */
export interface Presentation {
  name: LocalizedText;
  description: LocalizedText;
  sortOrder: number;
  coverage: string[];
}

/** The columns of a presentation, the same in both tables. */
export const presentationColumns = (input: Presentation) => ({
  name: inLocaleOrder(input.name),
  description: inLocaleOrder(input.description),
  sortOrder: input.sortOrder,
  coverage: input.coverage,
});

/** A row's presentation as the editor's input has it, so an unchanged field compares equal. */
export const presentationOf = (row: ReturnType<typeof presentationColumns>): Presentation => ({
  name: inLocaleOrder(row.name),
  description: inLocaleOrder(row.description),
  sortOrder: row.sortOrder,
  // sorted as the input's schema sorts it
  coverage: [...row.coverage].sort(),
});

export interface NewVersion {
  version: number;
  revision: number;
  code: string;
  now: Date;
  /** The next business day: from then on, cards move to it at their next cycle start (plans). */
  effectiveFrom: string;
}

export interface CatalogueKind<Row extends OpenVersion, Input extends ItemInput> {
  table: 'basic_plans' | 'add_ons';
  /** The fields whose change makes a new version. */
  terms: readonly string[];
  actions: { update: AuditAction; sale: AuditAction };
  /** Whether the audit entry names the day cards move (plans: their running cycle is kept). */
  cardsMoveLater: boolean;
  /** The open version of the lineage, locked until the transaction ends. */
  lockOpen: (tx: Tx, lineageId: number) => Promise<Row | undefined>;
  /** The row in the input's shape, to compare with an edit. */
  fieldsOf: (row: Row) => Input;
  addVersion: (tx: Tx, lineageId: number, open: Row, input: Input, next: NewVersion) => Promise<void>;
  /** Names, descriptions, coverage and order, on every version of the lineage. */
  writePresentation: (tx: Tx, lineageId: number, input: Input) => Promise<void>;
}

const table = (kind: { table: string }) => sql.identifier(kind.table);

/** The open version's revision must be the one the administrator edited; else 409 with the saved one. */
const assertRevision = (saved: number, edited: number): void => {
  if (saved !== edited) throw new DomainError('catalogue_edit_conflict', { revision: saved });
};

const lockOpen = async <Row extends OpenVersion, Input extends ItemInput>(
  kind: CatalogueKind<Row, Input>,
  tx: Tx,
  lineageId: number,
): Promise<Row> => {
  // Under READ COMMITTED a lock that waited for another administrator's new version finds the row it waited
  // for closed (superseded): the statement is asked again, and sees the version that edit added.
  const open = (await kind.lockOpen(tx, lineageId)) ?? (await kind.lockOpen(tx, lineageId));
  if (!open) throw new DomainError('not_found');
  return open;
};

/**
 * The id the next row of `table` will have, taken from its identity sequence: a plan's or add-on's first
 * version names itself as its lineage in the same INSERT.
 */
export const nextCatalogueId = async (tx: Tx, tableName: 'basic_plans' | 'add_ons'): Promise<number> => {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${tableName}, 'id'))::int as id`,
  );
  return Number(row!.id);
};

/** The names of the fields whose values differ (arrays and localized texts compared whole). */
const changedFields = <K extends string>(before: Record<K, unknown>, after: Record<K, unknown>): K[] =>
  (Object.keys(after) as K[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));

/**
 * Saves an administrator's edit made on revision `edited`. New terms close the open version and add the next one;
 * the presentation is written on every version; an edit that changes nothing saves nothing. Audited.
 */
export const saveEdit = async <Row extends OpenVersion, Input extends ItemInput>(
  ctx: AppContext,
  tx: Tx,
  kind: CatalogueKind<Row, Input>,
  lineageId: number,
  input: Input,
  edited: number,
  auditor: Auditor,
): Promise<void> => {
  const open = await lockOpen(kind, tx, lineageId);
  assertRevision(open.revision, edited);
  const before = kind.fieldsOf(open);
  const fields = changedFields(before as Record<string, unknown>, input as Record<string, unknown>);
  if (fields.length === 0) return;
  const revision = open.revision + 1;
  const now = ctx.clock.now();
  const newTerms = fields.some((field) => kind.terms.includes(field));
  const effectiveFrom = nextBusinessDay(businessDayOf(ctx));
  if (newTerms) {
    await tx.execute(sql`update ${table(kind)} set superseded_at = ${now.toISOString()}::timestamptz, active = false
      where id = ${open.id}`);
    const [first] = await selectRows<{ code: string }>(
      tx,
      sql`select code from ${table(kind)} where id = ${lineageId}`,
    );
    const version = open.version + 1;
    const code = `${first!.code}-v${version}`;
    await kind.addVersion(tx, lineageId, open, input, {
      version,
      revision,
      code,
      now,
      effectiveFrom,
    });
  } else {
    await tx.execute(sql`update ${table(kind)} set revision = ${revision} where id = ${open.id}`);
  }
  await kind.writePresentation(tx, lineageId, input);
  await audit(tx, {
    ...auditor,
    action: kind.actions.update,
    details: {
      name: input.name,
      fields,
      ...(fields.includes('priceMinor')
        ? { previousPriceMinor: before.priceMinor, priceMinor: input.priceMinor }
        : {}),
      ...(newTerms ? { version: open.version + 1 } : {}),
      ...(newTerms && kind.cardsMoveLater ? { effectiveFrom } : {}),
    },
    at: now,
  });
};

/** Puts an item on sale or retires it, on `revision`; nothing else changes (cards and packs keep theirs). */
export const saveOnSale = async <Row extends OpenVersion, Input extends ItemInput>(
  ctx: AppContext,
  tx: Tx,
  kind: CatalogueKind<Row, Input>,
  lineageId: number,
  { onSale, revision }: { onSale: boolean; revision: number },
  auditor: Auditor,
): Promise<void> => {
  const open = await lockOpen(kind, tx, lineageId);
  assertRevision(open.revision, revision);
  if (open.active === onSale) return;
  await tx.execute(
    sql`update ${table(kind)} set active = ${onSale}, revision = ${open.revision + 1} where id = ${open.id}`,
  );
  await audit(tx, {
    ...auditor,
    action: kind.actions.sale,
    details: { name: open.name, onSale },
    at: ctx.clock.now(),
  });
};
