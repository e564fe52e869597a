import type { QueryKey } from '@tanstack/react-query';

/**
 * The answers the offline wallet keeps (decision 0099), most wanted first, by their query keys (each feature's key
 * factory is their one source; these patterns follow them): My SIMs' first page of every card, each card's
 * billing (status, plan, data left), how long the balance lasts, each eSIM's install code, the support contacts,
 * then what only dresses them (the catalogue's currency and names, the groups' bar, the pauses' savings).
 * `NUMBER` stands for any id.
 */
const NUMBER = Symbol('number');
const WALLET_KEYS: readonly (readonly (string | number | typeof NUMBER)[])[] = [
  ['sims', 'list', 1, 'all'],
  ['billing', 'cards'],
  ['billing', 'runway'],
  ['esim', 'activation', NUMBER],
  ['support'],
  ['sims', 'groups'],
  ['billing', 'pause-savings'],
  ['catalogue'],
];

/** Where `key` stands among the wallet's answers (0 most wanted), or -1 when the wallet does not keep it. */
export const walletRank = (key: QueryKey): number =>
  WALLET_KEYS.findIndex(
    (pattern) =>
      pattern.length === key.length &&
      pattern.every((part, index) =>
        part === NUMBER ? typeof key[index] === 'number' : part === key[index],
      ),
  );

/** The answers that carry the customer's own figures (cards, billing, runway, eSIM codes): their age is shown. */
export const carriesFigures = (key: QueryKey): boolean => {
  const rank = walletRank(key);
  return rank >= 0 && rank <= 3;
};
