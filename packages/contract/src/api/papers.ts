import { z } from 'zod';
import { payOrderStatusSchema } from '../enum-schemas.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '../rules/email.ts';
import { localeSchema } from './user.ts';

// Papers (issue #71, docs/decisions/0102-papers.md): a pro-forma invoice for every pay order, a receipt for every
// confirmed one, a monthly statement of the ledger, each a PDF in either language. Server: modules/papers.

/** A receipt's number: its business year and its place in that year, gapless, e.g. R-2026-000123. */
export const RECEIPT_NUMBER_PATTERN = /^R-(\d{4})-(\d{6})$/;
export const receiptNumberOf = (year: number, seq: number): string =>
  `R-${year}-${String(seq).padStart(6, '0')}`;

/** A statement's month, YYYY-MM, of the ledger's business days (BILLING_TZ). */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const COMPANY_NAME_MAX = 120;
export const COMPANY_ADDRESS_MAX = 300;
export const TAX_ID_MAX = 40;

const optionalText = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'invalid_value' });
// a tax id as printed by the authorities: letters, digits and the usual separators (EU VAT, China's USCC, US EIN)
const taxIdSchema = optionalText(TAX_ID_MAX).regex(/^[A-Za-z0-9 ./-]*$/, { error: 'invalid_value' });

/** Another address a receipt's mail also goes to (an accounts department), or '' for none. */
// trimmed and lower-cased as every address is kept (rules/email.ts), by zod's overwrites: the schema also serializes
// the answer, and a transform cannot run backwards
const receiptEmailSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: 'email_invalid' })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'email_invalid' })
  // the document says the rule (none or an address), so a client or the fuzzer following it is never refused
  .meta({ pattern: `^(?:${EMAIL_PATTERN.source.slice(1, -1)})?$`, maxLength: EMAIL_MAX });

/**
 * GET/PUT /api/papers/details: the company a customer's papers are made out to, each field optional ('' = not
 * printed), and where the mail of a receipt also goes. Stripe's customer "name, address, tax id" on its invoices
 * and receipts, and its extra recipients of invoice mails.
 */
export const companyDetailsSchema = z.object({
  companyName: optionalText(COMPANY_NAME_MAX),
  address: optionalText(COMPANY_ADDRESS_MAX),
  taxId: taxIdSchema,
  receiptEmail: receiptEmailSchema,
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
export const NO_COMPANY_DETAILS: CompanyDetails = {
  companyName: '',
  address: '',
  taxId: '',
  receiptEmail: '',
};

/** GET/PUT /api/admin/operator: who issues the papers (the seller on every receipt), set by an owner. */
export const operatorDetailsSchema = z.object({
  legalName: optionalText(COMPANY_NAME_MAX),
  address: optionalText(COMPANY_ADDRESS_MAX),
  taxId: taxIdSchema,
});
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;
export const NO_OPERATOR_DETAILS: OperatorDetails = { legalName: '', address: '', taxId: '' };

const isoDateTime = z.iso.datetime();

/** One receipt in the list. */
export const receiptSummarySchema = z.object({
  number: z.string(),
  payOrderId: z.uuid(),
  reference: z.string(),
  totalMinor: z.int(),
  currency: z.string().length(3),
  issuedAt: isoDateTime,
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** One pay order's pro-forma invoice in the list. */
export const proFormaSummarySchema = z.object({
  payOrderId: z.uuid(),
  reference: z.string(),
  status: payOrderStatusSchema,
  totalMinor: z.int(),
  currency: z.string().length(3),
  createdAt: isoDateTime,
});
export type ProFormaSummary = z.infer<typeof proFormaSummarySchema>;

/** GET /api/papers: the caller's receipts and pro-formas (newest first, the latest PAPERS_LISTED) and months. */
export const papersSchema = z.object({
  receipts: z.array(receiptSummarySchema),
  proFormas: z.array(proFormaSummarySchema),
  /** Months with a ledger movement or a balance to state, newest first. */
  statementMonths: z.array(z.string().regex(STATEMENT_MONTH_PATTERN)),
});
export type Papers = z.infer<typeof papersSchema>;
export const PAPERS_LISTED = 50;

/** ?lang= of a PDF: its language; the caller's own language when absent. */
export const paperQuerySchema = z.object({ lang: localeSchema.optional() });

export const receiptParamsSchema = z.object({
  number: z.string().regex(RECEIPT_NUMBER_PATTERN, { error: 'invalid_value' }),
});
export const statementParamsSchema = z.object({
  month: z.string().regex(STATEMENT_MONTH_PATTERN, { error: 'invalid_value' }),
});
