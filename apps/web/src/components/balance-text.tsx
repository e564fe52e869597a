import { localeOrDefault } from '@simportal/contract/locales';
import { minorToMajorString } from '@simportal/contract/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../lib/format.ts';
import type { AuthStore } from '../stores/auth-store.ts';
import { useAuth } from '../stores/auth-store.ts';

/** The server's user info carries `currency` beside `balance`; the stored shape may not have it yet. */
const currencyOf = (state: AuthStore): string | undefined => {
  const currency = (state.userInfo as { currency?: unknown } | null)?.currency;
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : undefined;
};

/**
 * The logged-in user's balance from the auth store's user info (reloaded by the guard on every navigation and
 * by the wallet after a top-up), formatted in the interface language: '$70.00'. Nothing when unknown.
 * Shared by the header and the Personal Center.
 */
export function BalanceText({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const balance = useAuth((state) => state.userInfo?.balance);
  const currency = useAuth(currencyOf);
  if (balance === undefined) return null;
  const locale = localeOrDefault(i18n.language);
  const text = currency ? formatMoney(balance, locale, currency) : minorToMajorString(balance);
  // below zero only while a bridge advances the fees, or by what an ended one left owed (decision 0069)
  const classes = [className, balance < 0 ? 'balance-owed' : undefined].filter(Boolean).join(' ');
  return (
    <span className={classes || undefined} data-testid="balance-text">
      {text}
    </span>
  );
}

/**
 * The header's balance: a link to the Account Recharge Center (`to`: prefilled, decision 0033), named
 * "Balance: $70.00" for screen readers, with what the header says under it (`children`: how long it lasts).
 * Nothing until the user info is known. Shown at every width: on a phone it is the header's one figure.
 */
export function BalanceLink({
  className,
  onNavigate,
  to = '/recharge',
  children,
}: {
  className?: string;
  onNavigate?: () => void;
  to?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const known = useAuth((state) => typeof state.userInfo?.balance === 'number');
  if (!known) return null;
  return (
    <Link to={to} className={className} title={t('layout.balance')} onClick={onNavigate}>
      <span className="visually-hidden">{t('common.labelled', { label: t('layout.balance') })}</span>
      <BalanceText />
      {children}
    </Link>
  );
}
