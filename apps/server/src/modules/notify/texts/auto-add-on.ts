import type { AutoAddOnRefusal } from '@simportal/contract/auto-add-on';
import { LOCALES, type Locale } from '@simportal/contract/locales';
import type { LocalizedText } from '@simportal/contract/localized-text';
import { textIn } from '@simportal/contract/text-in';
import { formatDataWith, KB_PER_MB } from '@simportal/contract/traffic';
import { eventTexts } from './event-texts.ts';
import { letter, mailMoney as money, mailText as t } from './words.ts';

// The auto add-on's news (issue #58), in the holder's language: a purchase made (add_on.auto_bought), or one
// refused (add_on.auto_refused). Moved from modules/usage's auto-add-on-mail.ts (issue #68), the words unchanged.

interface AutoAddOnData {
  cardId: number;
  /** The card's number, and the name its holder gave it. */
  cardNumber: string;
  label: string | null;
  addOn: { name: LocalizedText; trafficMb: number; priceMinor: number };
  /** The balance after the purchase (or at the refusal). */
  balanceMinor: number;
}

export interface AutoAddOnBoughtData extends AutoAddOnData {
  /** The data left in the allowance period after the purchase. */
  leftKb: number;
}

export interface AutoAddOnRefusedData extends AutoAddOnData {
  refusal: AutoAddOnRefusal;
}

const common = (locale: Locale, data: AutoAddOnData, currency: string, publicUrl: string) => ({
  card: data.label
    ? t(locale, 'mail.format.labelledCard', { label: data.label, number: data.cardNumber })
    : data.cardNumber,
  addOn: textIn(data.addOn.name, locale),
  price: money(data.addOn.priceMinor, currency, locale),
  balance: money(data.balanceMinor, currency, locale),
  data: (kb: number) => formatDataWith(kb, (options) => new Intl.NumberFormat(locale, options)),
  // Traffic Detail holds the rule: the holder changes or turns it off there
  ruleLink: `${publicUrl}/mySims/${data.cardId}/traffic`,
});

/** The line opens the card's Traffic Detail, a newer one replacing the older (the push's words, decision 0073). */
const placeOf = (data: AutoAddOnData) => ({
  link: `/mySims/${data.cardId}/traffic`,
  tag: `auto-add-on-${data.cardId}`,
});

const example: AutoAddOnData = {
  cardId: 7,
  cardNumber: '1000001',
  label: 'Travel',
  // the add-on's name in every language (the catalogue keeps one per locale)
  addOn: {
    name: Object.fromEntries(LOCALES.map((locale) => [locale, 'Data Add-on 1 GB'])) as LocalizedText,
    trafficMb: 1024,
    priceMinor: 500,
  },
  balanceMinor: 4_500,
};

/** Every automatic purchase: what was bought, for how much, the balance and the data left now, where to change it. */
export const autoAddOnBoughtTexts = eventTexts<AutoAddOnBoughtData>({
  example: { ...example, leftKb: 1_536 * 1024 },
  line: (locale, data, { currency, publicUrl }) => {
    const words = common(locale, data, currency, publicUrl);
    return {
      title: t(locale, 'push.autoAddOnBought.title', { card: data.label ?? data.cardNumber }),
      body: t(locale, 'push.autoAddOnBought.body', {
        addOn: words.addOn,
        price: words.price,
        balance: words.balance,
      }),
      ...placeOf(data),
    };
  },
  mail: (locale, data, { currency, publicUrl }) => {
    const words = common(locale, data, currency, publicUrl);
    return {
      kind: 'auto_add_on_bought',
      subject: t(locale, 'mail.autoAddOn.bought.subject', { card: words.card }),
      text: letter(
        locale,
        t(locale, 'mail.autoAddOn.bought.facts', {
          card: words.card,
          addOn: words.addOn,
          traffic: words.data(data.addOn.trafficMb * KB_PER_MB),
          price: words.price,
          balance: words.balance,
          left: words.data(data.leftKb),
        }),
        t(locale, 'mail.autoAddOn.change', { link: words.ruleLink }),
      ),
    };
  },
});

/** Once per allowance period and reason: the add-on was not bought, and why (AUTO_ADD_ON_REFUSALS). */
export const autoAddOnRefusedTexts = eventTexts<AutoAddOnRefusedData>({
  example: { ...example, refusal: 'balance_short' },
  line: (locale, data) => ({
    title: t(locale, 'push.autoAddOnRefused.title', { card: data.label ?? data.cardNumber }),
    body: t(locale, 'push.autoAddOnRefused.body'),
    ...placeOf(data),
  }),
  mail: (locale, data, { currency, publicUrl }) => {
    const words = common(locale, data, currency, publicUrl);
    return {
      kind: 'auto_add_on_refused',
      subject: t(locale, 'mail.autoAddOn.refused.subject', { card: words.card }),
      text: letter(
        locale,
        t(locale, `mail.autoAddOn.refused.${data.refusal}`, {
          card: words.card,
          addOn: words.addOn,
          price: words.price,
          balance: words.balance,
          topUpLink: `${publicUrl}/recharge`,
        }),
        t(locale, 'mail.autoAddOn.change', { link: words.ruleLink }),
      ),
    };
  },
});
