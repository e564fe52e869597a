import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import { minorToMajorString } from '@simportal/contract/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';

export const useLocale = (): Locale => {
  const { i18n } = useTranslation();
  return localeOrDefault(i18n.language);
};

/**
 * Formats minor units in the user's language: `money(1234)` → '$12.34'; `money(-150, { signed: true })` →
 * '-$1.50' and `money(150, { signed: true })` → '+$1.50' for ledger amounts. Until the currency is known the
 * bare amount is shown ('12.34') rather than a guessed symbol.
 */
export const useMoney = (currency: string | undefined) => {
  const locale = useLocale();
  return useCallback(
    (minor: number, options: { signed?: boolean } = {}) => {
      const abs = Math.abs(minor);
      const text = currency ? formatMoney(abs, locale, currency) : minorToMajorString(abs);
      const sign = minor < 0 ? '-' : options.signed && minor > 0 ? '+' : '';
      return `${sign}${text}`;
    },
    [currency, locale],
  );
};
