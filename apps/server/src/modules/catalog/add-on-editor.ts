import {
  ADD_ON_TERMS,
  type AddOnInput,
  type AddOnUpdate,
  type AdminAddOn,
  type SaleBody,
} from '@simportal/contract/api/catalog-admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { getAdminAddOn } from './admin-catalogue.ts';
import {
  type CatalogueKind,
  nextCatalogueId,
  presentationColumns,
  presentationOf,
  saveEdit,
  saveOnSale,
} from './catalogue-edit.ts';
import { addOns } from './schema.ts';

type AddOnRow = typeof addOns.$inferSelect;

/**
 * Add-ons as the catalogue editor changes them. A new price or amount of data is a new version, sold from now
 * on: packs already bought keep what they cost and give (card_add_ons copies both), and a customer ordering
 * the old version is told it changed (add_on_changed) instead of paying the new price unseen.
 */
const addOnKind: CatalogueKind<AddOnRow, AddOnInput> = {
  table: 'add_ons',
  terms: ADD_ON_TERMS,
  actions: { update: 'catalogue_add_on_update', sale: 'catalogue_add_on_sale' },
  cardsMoveLater: false,
  lockOpen: async (tx, lineageId) => {
    const [open] = await tx
      .select()
      .from(addOns)
      .where(and(eq(addOns.lineageId, lineageId), isNull(addOns.supersededAt)))
      .for('update');
    return open;
  },
  fieldsOf: (row) => ({
    ...presentationOf(row),
    priceMinor: row.priceMinor,
    trafficMb: row.trafficMb,
  }),
  addVersion: async (tx, lineageId, open, input, next) => {
    await tx.insert(addOns).values({
      lineageId,
      code: next.code,
      ...presentationColumns(input),
      priceMinor: input.priceMinor,
      trafficMb: input.trafficMb,
      version: next.version,
      revision: next.revision,
      active: open.active,
      createdAt: next.now,
    });
  },
  writePresentation: async (tx, lineageId, input) => {
    await tx.update(addOns).set(presentationColumns(input)).where(eq(addOns.lineageId, lineageId));
  },
};

/** A new add-on, on sale at once, audited. */
export const createAddOn = (ctx: AppContext, input: AddOnInput, auditor: Auditor): Promise<AdminAddOn> =>
  ctx.database.db.transaction(async (tx) => {
    const id = await nextCatalogueId(tx, 'add_ons');
    await tx
      .insert(addOns)
      .overridingSystemValue()
      .values({
        id,
        lineageId: id,
        code: `add-on-${id}`,
        ...presentationColumns(input),
        priceMinor: input.priceMinor,
        trafficMb: input.trafficMb,
        createdAt: ctx.clock.now(),
      });
    await audit(tx, {
      ...auditor,
      action: 'catalogue_add_on_create',
      details: { name: input.name, priceMinor: input.priceMinor },
      at: ctx.clock.now(),
    });
    return getAdminAddOn(tx, id);
  });

/** Saves an edit of an add-on made on `revision` (catalogue-edit.ts). */
export const updateAddOn = (ctx: AppContext, lineageId: number, update: AddOnUpdate, auditor: Auditor) =>
  ctx.database.db.transaction(async (tx): Promise<AdminAddOn> => {
    const { revision, ...input } = update;
    await saveEdit(ctx, tx, addOnKind, lineageId, input, revision, auditor);
    return getAdminAddOn(tx, lineageId);
  });

/** Puts an add-on on sale or retires it; packs already bought are not touched. */
export const setAddOnOnSale = (ctx: AppContext, lineageId: number, body: SaleBody, auditor: Auditor) =>
  ctx.database.db.transaction(async (tx): Promise<AdminAddOn> => {
    await saveOnSale(ctx, tx, addOnKind, lineageId, body, auditor);
    return getAdminAddOn(tx, lineageId);
  });
