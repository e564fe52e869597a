import { PAPERS_LISTED, type Papers } from '@simportal/contract/api/papers';
import { isoDateInTimeZone } from '@simportal/contract/calendar-date';
import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { readOperatorDetails, readSupportSettings } from '../support/index.ts';
import { findUserById } from '../users/index.ts';
import { getMyPayOrder, listMyPayOrders } from '../wallet/index.ts';
import { readCompanyDetails } from './company-details.ts';
import type { Buyer } from './pdf/parties.ts';
import { proFormaPdf } from './pdf/pro-forma-pdf.ts';
import { receiptPdf } from './pdf/receipt-pdf.ts';
import { statementPdf } from './pdf/statement-pdf.ts';
import { receiptOf, receiptOfPayOrder, receiptsOf } from './receipts.ts';
import { statementMonths, statementOf } from './statements.ts';

// The papers a customer reads: each answers another customer's object with not_found, and is written in `lang`
// or, without it, in the customer's own language (the one their mails speak).

/** A paper and the name it downloads as. */
export interface PaperFile {
  pdf: Buffer;
  filename: string;
}

const customer = async (ctx: AppContext, userId: number) => {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new DomainError('not_found');
  return user;
};

const buyerOf = async (ctx: AppContext, userId: number): Promise<{ buyer: Buyer; locale: Locale }> => {
  const user = await customer(ctx, userId);
  const company = await readCompanyDetails(ctx.database.db, userId);
  return {
    buyer: { company, username: user.username, email: user.email },
    locale: localeOrDefault(user.locale),
  };
};

/** GET /api/papers: the latest receipts and pro-formas, and the months with a statement. */
export const papersOf = async (ctx: AppContext, userId: number): Promise<Papers> => {
  const { db } = ctx.database;
  const [receipts, orders, months] = await Promise.all([
    receiptsOf(db, userId, PAPERS_LISTED),
    listMyPayOrders(ctx, userId, { page: 1, pageSize: PAPERS_LISTED }),
    statementMonths(ctx, db, userId),
  ]);
  return {
    receipts: receipts.map((receipt) => ({
      number: receipt.number,
      payOrderId: receipt.payOrderId,
      reference: receipt.reference,
      totalMinor: receipt.totalMinor,
      currency: receipt.currency,
      issuedAt: receipt.issuedAt.toISOString(),
    })),
    proFormas: orders.items.map((order) => ({
      payOrderId: order.id,
      reference: order.reference,
      status: order.status,
      totalMinor: order.totalMinor,
      currency: order.currency,
      createdAt: order.createdAt,
    })),
    statementMonths: months,
  };
};

/** A receipt as it was issued (its parties frozen then), in `lang` or the customer's language. */
export const receiptFile = async (
  ctx: AppContext,
  userId: number,
  number: string,
  lang?: Locale,
): Promise<PaperFile> => {
  const { db } = ctx.database;
  const receipt = await receiptOf(db, userId, number);
  if (!receipt) throw new DomainError('not_found');
  const user = await customer(ctx, userId);
  const pdf = await receiptPdf(
    {
      ...receipt,
      paidOn: isoDateInTimeZone(receipt.issuedAt, ctx.config.BILLING_TZ),
      seller: receipt.seller as Parameters<typeof receiptPdf>[0]['seller'],
      buyer: {
        company: receipt.buyer as Buyer['company'],
        username: user.username,
        email: user.email,
      },
    },
    await readSupportSettings(db),
    lang ?? localeOrDefault(user.locale),
  );
  return { pdf, filename: `${receipt.number}.pdf` };
};

/** A pay order's pro-forma invoice, whatever its state (a paid one names its receipt). */
export const proFormaFile = async (
  ctx: AppContext,
  userId: number,
  payOrderId: string,
  lang?: Locale,
): Promise<PaperFile> => {
  const { db } = ctx.database;
  const order = await getMyPayOrder(ctx, userId, payOrderId);
  const [{ buyer, locale }, receipt, seller, support] = await Promise.all([
    buyerOf(ctx, userId),
    receiptOfPayOrder(db, order.id),
    readOperatorDetails(db),
    readSupportSettings(db),
  ]);
  const pdf = await proFormaPdf(
    {
      ...order,
      createdOn: isoDateInTimeZone(new Date(order.createdAt), ctx.config.BILLING_TZ),
      receiptNumber: receipt?.number ?? null,
      seller,
      buyer,
    },
    support,
    lang ?? locale,
  );
  return { pdf, filename: `pro-forma-${order.reference}.pdf` };
};

/** A month's statement of the ledger (statements.ts), with the parties as they stand today. */
export const statementFile = async (
  ctx: AppContext,
  userId: number,
  month: string,
  lang?: Locale,
): Promise<PaperFile> => {
  const { db } = ctx.database;
  const statement = await statementOf(ctx, userId, month);
  const [{ buyer, locale }, seller, support] = await Promise.all([
    buyerOf(ctx, userId),
    readOperatorDetails(db),
    readSupportSettings(db),
  ]);
  const pdf = await statementPdf(
    { ...statement, timeZone: ctx.config.BILLING_TZ, currency: ctx.config.CURRENCY, seller, buyer },
    support,
    lang ?? locale,
  );
  return { pdf, filename: `statement-${month}.pdf` };
};
