import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCustomerViewStash } from './customer-view/customer-view-store.ts';

export const useLocale = (): Locale => {
  const { i18n } = useTranslation();
  return localeOrDefault(i18n.language);
};

/** Money and times in the interface language: `money(1234, 'USD')` → '$12.34'; `when(iso)` → date and time. */
export const useAdminFormat = () => {
  const locale = useLocale();
  const money = useCallback(
    (minor: number, currency: string) => {
      const text = formatMoney(Math.abs(minor), locale, currency);
      return minor < 0 ? `-${text}` : text;
    },
    [locale],
  );
  const when = useCallback((iso: string | null | undefined) => formatDateTime(iso, locale), [locale]);
  return { locale, money, when };
};

/**
 * Admin queries run only while the administrator is themself: once the tokens are a customer view's, a
 * still-mounted admin screen must not call admin endpoints (they would answer admin_required, which logs out).
 */
export const useAdminQueriesEnabled = (): boolean => useCustomerViewStash() === null;
