// The auto add-on a card's holder sets (issue #58), without zod: Traffic Detail's first load reads these lists.

/**
 * How little data may be left, as a share of the period's whole allowance (plan + add-ons), before the add-on is
 * bought: 0 means when it runs out. A small fixed set, so the server's check and the page's choices are the same.
 */
export const AUTO_ADD_ON_THRESHOLDS = [0, 10, 20, 50] as const;
export type AutoAddOnThreshold = (typeof AUTO_ADD_ON_THRESHOLDS)[number];

/** At most this many automatic purchases a business day, and a billing cycle: both caps always hold. */
export const AUTO_ADD_ON_MAX_PER_DAY = 5;
export const AUTO_ADD_ON_MAX_PER_CYCLE = 10;

/** What a new rule starts from on the page: when 10 % is left, once a day, three times a cycle. */
export const DEFAULT_AUTO_ADD_ON = { whenLeftBelowPercent: 10, maxPerDay: 1, maxPerCycle: 3 } as const;

/**
 * Why an automatic purchase did not happen, each told to the holder once per allowance period: the balance did
 * not cover the price (nothing is bought in part, and no bridge credit pays it), the card was not in use, or the
 * add-on chosen is no longer on sale at the price chosen, or its price would pass the card's daily money cap (issue #59).
 */
export const AUTO_ADD_ON_REFUSALS = ['balance_short', 'not_in_use', 'not_on_sale', 'money_cap'] as const;
export type AutoAddOnRefusal = (typeof AUTO_ADD_ON_REFUSALS)[number];
