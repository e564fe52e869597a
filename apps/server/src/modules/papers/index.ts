// The public face of modules/papers: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.

export { forgetCompanyDetails, readCompanyDetails } from './company-details.ts';
export type { PaidOrder, ReceiptRow } from './receipts.ts';
export { allReceiptsOf, issueReceipt } from './receipts.ts';
export { papersRoutes } from './routes.ts';
