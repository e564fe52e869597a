import type { PayOrder } from '@simportal/contract/api/wallet';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRunway } from '../../billing/api/billing-query.ts';
import { runwayDay } from '../../billing/runway-terms.ts';
import { useLocale, useMoney } from '../hooks/use-money.ts';

/**
 * On /pay, a waiting order whose confirmation pays back daily fees advanced (bridge credit, decision 0069): that
 * the fees were advanced, how much of the order repays them and how much reaches the balance (the server's
 * figures, `repaysMinor`), and, when the advance is on this order, the last day it pays the fees.
 */
export function AdvanceRepaidNote({ order }: { order: PayOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(order.currency);
  const runway = useRunway(order.status === 'INIT' && order.repaysMinor > 0);
  if (order.status !== 'INIT' || order.repaysMinor === 0) return null;
  const bridge = runway.data?.bridge?.payOrderId === order.id ? runway.data.bridge : null;
  const lastDay =
    bridge?.lastDay && runway.data ? runwayDay(bridge.lastDay, locale, runway.data.businessDay) : null;
  return (
    <Alert
      type="info"
      showIcon
      className="pay-advance"
      title={t('wallet.pay.advance.title')}
      description={
        <>
          <span>
            {t('wallet.pay.advance.split', {
              amount: money(order.amountMinor),
              repays: money(order.repaysMinor),
              added: money(order.amountMinor - order.repaysMinor),
            })}
          </span>
          {lastDay && <span>{t('wallet.pay.advance.until', { day: lastDay })}</span>}
        </>
      }
    />
  );
}
