import type { CompanyDetails, OperatorDetails } from '@simportal/contract/api/papers';
import type { SupportSettings } from '@simportal/contract/api/support';
import type { Locale } from '@simportal/contract/locales';
import type { PaperWords } from '../paper-texts.ts';

// Who a paper is from and to, and whom to ask: the same lines on a receipt, a pro-forma and a statement.

/** The customer a paper is made out to: their company when they gave one, and always their account. */
export interface Buyer {
  company: CompanyDetails;
  username: string;
  email: string;
}

/** The operator's block; the product's name stands in until an owner sets a legal name. */
export const sellerBlock = (words: PaperWords, operator: OperatorDetails, product: string) => ({
  heading: words('seller'),
  lines: [
    operator.legalName || product,
    operator.address,
    operator.taxId ? words('taxId', { taxId: operator.taxId }) : '',
  ],
});

export const buyerBlock = (words: PaperWords, buyer: Buyer) => ({
  heading: words('buyer'),
  lines: [
    buyer.company.companyName,
    buyer.company.address,
    buyer.company.taxId ? words('taxId', { taxId: buyer.company.taxId }) : '',
    words('account', { username: buyer.username }),
    // a line of its own: an address as long as a column wraps mid-word, and an accountant copies it whole
    buyer.email,
  ],
});

/** Each contact channel as "Email: pay@example.com" (邮箱：…), in the order the administrators set them. */
export const channelLines = (words: PaperWords, support: SupportSettings): string[] =>
  support.channels.map((channel) =>
    words('channelLine', { label: words(`channel.${channel.kind}`), value: channel.value }),
  );

/** The footer's "Questions? Contact us: …" line, with the office hours when said. */
export const contactLine = (words: PaperWords, support: SupportSettings, locale: Locale): string => {
  if (support.channels.length === 0) return words('noContact');
  const hours = support.officeHours[locale];
  const line = words('contact', { channels: channelLines(words, support).join(' · ') });
  return hours ? `${line} ${words('officeHours', { hours })}` : line;
};
