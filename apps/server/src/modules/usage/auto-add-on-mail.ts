import type { AutoAddOnRefusal } from '@simportal/contract/auto-add-on';
import type { Locale } from '@simportal/contract/locales';
import type { LocalizedText } from '@simportal/contract/localized-text';
import { textIn } from '@simportal/contract/text-in';
import { formatDataWith, KB_PER_MB } from '@simportal/contract/traffic';
import { letter, mailMoney as money, mailText as t } from '../mail/index.ts';

// The auto add-on's mails (issue #58), in the holder's language: a purchase made, or one refused. Plain text.

interface AutoAddOnMailInput {
  locale: Locale;
  card: { number: string; label: string | null };
  addOn: { name: LocalizedText; trafficMb: number; priceMinor: number };
  balanceMinor: number;
  currency: string;
  cardId: number;
  publicUrl: string;
}

const common = (input: AutoAddOnMailInput) => {
  const { locale } = input;
  const card = input.card.label
    ? t(locale, 'mail.format.labelledCard', { label: input.card.label, number: input.card.number })
    : input.card.number;
  return {
    card,
    addOn: textIn(input.addOn.name, locale),
    price: money(input.addOn.priceMinor, input.currency, locale),
    balance: money(input.balanceMinor, input.currency, locale),
    data: (kb: number) => formatDataWith(kb, (options) => new Intl.NumberFormat(locale, options)),
    // Traffic Detail holds the rule: the holder changes or turns it off there
    ruleLink: `${input.publicUrl}/mySims/${input.cardId}/traffic`,
  };
};

/** Every automatic purchase: what was bought, for how much, the balance and the data left now, where to change it. */
export const renderAutoAddOnBoughtMail = (input: AutoAddOnMailInput & { leftKb: number }) => {
  const { locale } = input;
  const words = common(input);
  return {
    subject: t(locale, 'mail.autoAddOn.bought.subject', { card: words.card }),
    text: letter(
      locale,
      t(locale, 'mail.autoAddOn.bought.facts', {
        card: words.card,
        addOn: words.addOn,
        traffic: words.data(input.addOn.trafficMb * KB_PER_MB),
        price: words.price,
        balance: words.balance,
        left: words.data(input.leftKb),
      }),
      t(locale, 'mail.autoAddOn.change', { link: words.ruleLink }),
    ),
  };
};

/** Once per allowance period and reason: the add-on was not bought, and why (AUTO_ADD_ON_REFUSALS). */
export const renderAutoAddOnRefusedMail = (input: AutoAddOnMailInput & { refusal: AutoAddOnRefusal }) => {
  const { locale } = input;
  const words = common(input);
  return {
    subject: t(locale, 'mail.autoAddOn.refused.subject', { card: words.card }),
    text: letter(
      locale,
      t(locale, `mail.autoAddOn.refused.${input.refusal}`, {
        card: words.card,
        addOn: words.addOn,
        price: words.price,
        balance: words.balance,
        topUpLink: `${input.publicUrl}/recharge`,
      }),
      t(locale, 'mail.autoAddOn.change', { link: words.ruleLink }),
    ),
  };
};

/** The same news as a push notification (decision 0073): a line each, opening the card's Traffic Detail. */
export const renderAutoAddOnPush = (input: AutoAddOnMailInput & { bought: boolean }) => {
  const { locale } = input;
  const words = common(input);
  const card = input.card.label ?? input.card.number;
  return {
    locale,
    title: t(locale, input.bought ? 'push.autoAddOnBought.title' : 'push.autoAddOnRefused.title', { card }),
    body: input.bought
      ? t(locale, 'push.autoAddOnBought.body', {
          addOn: words.addOn,
          price: words.price,
          balance: words.balance,
        })
      : t(locale, 'push.autoAddOnRefused.body'),
    url: `/mySims/${input.cardId}/traffic`,
    tag: `auto-add-on-${input.cardId}`,
  };
};
