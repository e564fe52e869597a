import type { OperatorDetails } from '@simportal/contract/api/papers';
import type { SupportSettings } from '@simportal/contract/api/support';
import type { Locale } from '@simportal/contract/locales';
import { formatMoney } from '@simportal/contract/money-format';
import { productName } from '@simportal/contract/product';
import { paperWords } from '../paper-texts.ts';
import { facts, paragraph, parties, renderPdf, table, titleBlock } from './layout.ts';
import { type Buyer, buyerBlock, contactLine, sellerBlock } from './parties.ts';

/** What a receipt prints: the receipt row as issued (its parties frozen then), in the reader's language. */
export interface ReceiptPaper {
  number: string;
  reference: string;
  method: string;
  amountMinor: number;
  serviceFeeMinor: number;
  internationalFeeMinor: number;
  totalMinor: number;
  currency: string;
  /** The business day it was paid (BILLING_TZ), YYYY-MM-DD. */
  paidOn: string;
  seller: OperatorDetails;
  buyer: Buyer;
}

/** A receipt: proof that a pay order was paid and credited, numbered R-<year>-<seq> without gaps. */
export const receiptPdf = (receipt: ReceiptPaper, support: SupportSettings, locale: Locale) => {
  const words = paperWords(locale);
  const money = (minor: number) => formatMoney(minor, locale, receipt.currency);
  const title = `${words('receipt.title')} ${receipt.number}`;
  return renderPdf(
    { title, lang: locale },
    (page) => {
      titleBlock(page, productName(locale), words('receipt.title'));
      parties(
        page,
        sellerBlock(words, receipt.seller, productName(locale)),
        buyerBlock(words, receipt.buyer),
      );
      facts(page, [
        [words('receipt.number'), receipt.number],
        [words('receipt.paidOn'), receipt.paidOn],
        [words('receipt.reference'), receipt.reference],
        [words('receipt.method'), words(`method.${receipt.method}`)],
      ]);
      table(
        page,
        [
          { header: words('description'), width: page.width - 140 },
          { header: words('amount'), width: 140, align: 'right' },
        ],
        [
          { cells: [words('credit', { reference: receipt.reference }), money(receipt.amountMinor)] },
          { cells: [words('serviceFee'), money(receipt.serviceFeeMinor)] },
          { cells: [words('internationalFee'), money(receipt.internationalFeeMinor)] },
          { cells: [words('receipt.total'), money(receipt.totalMinor)], strong: true },
        ],
      );
      paragraph(page, words('receipt.paid', { amount: money(receipt.amountMinor) }), { bold: true });
      paragraph(page, contactLine(words, support, locale), { size: 9 });
    },
    (page, pages) => `${receipt.number} · ${words('page', { page, pages })}`,
  );
};
