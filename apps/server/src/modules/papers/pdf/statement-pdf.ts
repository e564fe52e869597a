import type { OperatorDetails } from '@simportal/contract/api/papers';
import type { SupportSettings } from '@simportal/contract/api/support';
import type { ActivityReason } from '@simportal/contract/api/wallet';
import type { Locale } from '@simportal/contract/locales';
import { formatMoney } from '@simportal/contract/money-format';
import { productName } from '@simportal/contract/product';
import { paperWords } from '../paper-texts.ts';
import { facts, paragraph, parties, renderPdf, table, titleBlock } from './layout.ts';
import { type Buyer, buyerBlock, contactLine, sellerBlock } from './parties.ts';

/** One movement of the month: the ledger's row and the balance after it within the statement. */
export interface StatementLine {
  tradeDate: string;
  reason: ActivityReason;
  cardNumber: string | null;
  reference: string | null;
  amountMinor: number;
  balanceMinor: number;
}

/** A month of the ledger, already checked: opening + every movement = closing (statements.ts). */
export interface StatementPaper {
  month: string;
  first: string;
  last: string;
  timeZone: string;
  currency: string;
  openingMinor: number;
  creditsMinor: number;
  debitsMinor: number;
  closingMinor: number;
  lines: StatementLine[];
  seller: OperatorDetails;
  buyer: Buyer;
}

/** A monthly statement: opening balance, every movement with the balance after it, closing balance. */
export const statementPdf = (statement: StatementPaper, support: SupportSettings, locale: Locale) => {
  const words = paperWords(locale);
  const money = (minor: number) => formatMoney(minor, locale, statement.currency);
  const describe = (line: StatementLine) =>
    [
      words(`reason.${line.reason}`),
      line.reference ?? '',
      line.cardNumber ? words('statement.card', { card: line.cardNumber }) : '',
    ]
      .filter((part) => part !== '')
      .join(' · ');
  return renderPdf(
    { title: `${words('statement.title')} ${statement.month}`, lang: locale },
    (page) => {
      titleBlock(page, productName(locale), words('statement.title'));
      parties(
        page,
        sellerBlock(words, statement.seller, productName(locale)),
        buyerBlock(words, statement.buyer),
      );
      paragraph(page, words('statement.month', { month: statement.month }), { bold: true, size: 12 });
      paragraph(
        page,
        words('statement.days', {
          first: statement.first,
          last: statement.last,
          timeZone: statement.timeZone,
        }),
      );
      facts(page, [
        [words('statement.opening'), money(statement.openingMinor)],
        [words('statement.credits'), money(statement.creditsMinor)],
        [words('statement.debits'), money(statement.debitsMinor)],
        [words('statement.closing'), money(statement.closingMinor)],
      ]);
      if (statement.lines.length === 0) paragraph(page, words('statement.none'));
      table(
        page,
        [
          { header: words('statement.date'), width: 75 },
          { header: words('description'), width: page.width - 75 - 2 * 95 },
          { header: words('amount'), width: 95, align: 'right' },
          { header: words('statement.balance'), width: 95, align: 'right' },
        ],
        [
          { cells: [statement.first, words('statement.opening'), '', money(statement.openingMinor)] },
          ...statement.lines.map((line) => ({
            cells: [line.tradeDate, describe(line), money(line.amountMinor), money(line.balanceMinor)],
          })),
          {
            cells: [statement.last, words('statement.closing'), '', money(statement.closingMinor)],
            strong: true,
          },
        ],
      );
      paragraph(page, contactLine(words, support, locale), { size: 9 });
    },
    (page, pages) => `${statement.month} · ${words('page', { page, pages })}`,
  );
};
