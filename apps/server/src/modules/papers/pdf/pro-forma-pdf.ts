import type { OperatorDetails } from '@simportal/contract/api/papers';
import type { SupportSettings } from '@simportal/contract/api/support';
import type { PaymentMethod, PayOrderStatus } from '@simportal/contract/enums';
import type { Locale } from '@simportal/contract/locales';
import { formatMoney } from '@simportal/contract/money-format';
import { productName } from '@simportal/contract/product';
import { paperWords } from '../paper-texts.ts';
import { facts, notice, paragraph, parties, renderPdf, table, titleBlock } from './layout.ts';
import { type Buyer, buyerBlock, channelLines, contactLine, sellerBlock } from './parties.ts';

/** What a pro-forma prints: the pay order as it stands, and the receipt's number once it was paid. */
export interface ProFormaPaper {
  reference: string;
  method: PaymentMethod;
  status: PayOrderStatus;
  amountMinor: number;
  serviceFeeMinor: number;
  internationalFeeMinor: number;
  totalMinor: number;
  currency: string;
  /** The business day it was created (BILLING_TZ), YYYY-MM-DD. */
  createdOn: string;
  receiptNumber: string | null;
  seller: OperatorDetails;
  buyer: Buyer;
}

/**
 * A pro-forma invoice: what to pay for a pay order, how and whom to tell, marked "not a receipt" at its top (Stripe
 * sends an invoice before payment and a receipt after; this is the former, carrying the pay order's reference).
 */
export const proFormaPdf = (order: ProFormaPaper, support: SupportSettings, locale: Locale) => {
  const words = paperWords(locale);
  const money = (minor: number) => formatMoney(minor, locale, order.currency);
  return renderPdf(
    { title: `${words('proForma.title')} ${order.reference}`, lang: locale },
    (page) => {
      titleBlock(page, productName(locale), words('proForma.title'));
      notice(page, words('proForma.notReceipt'));
      parties(page, sellerBlock(words, order.seller, productName(locale)), buyerBlock(words, order.buyer));
      facts(page, [
        [words('proForma.reference'), order.reference],
        [words('proForma.createdOn'), order.createdOn],
        [words('receipt.method'), words(`method.${order.method}`)],
        [
          words('proForma.status'),
          words(`proForma.statusOf.${order.status}`, { receipt: order.receiptNumber }),
        ],
      ]);
      table(
        page,
        [
          { header: words('description'), width: page.width - 140 },
          { header: words('amount'), width: 140, align: 'right' },
        ],
        [
          { cells: [words('credit', { reference: order.reference }), money(order.amountMinor)] },
          { cells: [words('serviceFee'), money(order.serviceFeeMinor)] },
          { cells: [words('internationalFee'), money(order.internationalFeeMinor)] },
          { cells: [words('proForma.total'), money(order.totalMinor)], strong: true },
        ],
      );
      paragraph(page, words('proForma.howTitle'), { bold: true, size: 11 });
      paragraph(
        page,
        words(`proForma.how.${order.method}`, { total: money(order.totalMinor), reference: order.reference }),
      );
      paragraph(page, words('proForma.whom'), { bold: true, size: 11 });
      const channels = channelLines(words, support);
      for (const line of channels.length > 0 ? channels : [contactLine(words, support, locale)]) {
        paragraph(page, line);
      }
      const hours = support.officeHours[locale];
      if (hours) paragraph(page, words('officeHours', { hours }));
    },
    (page, pages) => `${order.reference} · ${words('page', { page, pages })}`,
  );
};
