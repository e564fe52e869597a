import type { StarterPackConversion } from '@simportal/contract/api/billing';
import type { Locale } from '@simportal/contract/locales';
import type { App } from 'antd';
import type { TFunction } from 'i18next';
import { localized } from '../../../lib/catalogue-terms.ts';
import { formatMoney } from '../../../lib/format.ts';

/**
 * Tells the customer what binding a StarterPack card did (spec §4): the remaining prepaid days credited to the
 * balance, and the card continuing pay-as-you-go on its plan with no expiry (or stopped until a top-up).
 */
export const showStarterPackConversion = (
  modal: Pick<ReturnType<typeof App.useApp>['modal'], 'success'>,
  conversion: StarterPackConversion,
  words: { t: TFunction; locale: Locale; currency: string },
) => {
  const { t, locale, currency } = words;
  const plan = localized(conversion.planName, locale);
  modal.success({
    title: t('billing.starterPack.title'),
    okText: t('billing.starterPack.ok'),
    content: (
      <>
        <p>
          {t('billing.starterPack.credited', {
            days: conversion.remainingDays,
            plan,
            amount: formatMoney(conversion.creditedMinor, locale, currency),
          })}
        </p>
        <p>
          {conversion.status === 'USING'
            ? t('billing.starterPack.continues', {
                plan,
                fee: formatMoney(conversion.chargedTodayMinor, locale, currency),
              })
            : t('billing.starterPack.suspended')}
        </p>
      </>
    ),
  });
};
