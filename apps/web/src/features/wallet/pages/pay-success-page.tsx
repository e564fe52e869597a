import '../wallet.css';
import type { PayOrder } from '@simportal/contract/api/wallet';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel.tsx';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { RunwayNote } from '../../billing/components/runway-note.tsx';
import { usePayOrder } from '../api/pay-orders.ts';
import { useMoney } from '../hooks/use-money.ts';

/**
 * Pay Success (spec §2, public; "Top-up received"): the confirmed top-up, how long the balance now covers the cards' daily fees
 * (the cards it had suspended are back in use), and the way back home or to the cards.
 */
export function PaySuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useAuth(isLoggedIn);
  const order = usePayOrder(loggedIn ? params.get('order') : null);
  const money = useMoney(order.data?.currency);
  const confirmed = order.data?.status === 'FINISHED';
  // what reached the balance: the amount, less what it paid back of fees advanced while it waited (decision 0069)
  const addedText = (paid: PayOrder) =>
    paid.repaysMinor > 0
      ? t('wallet.paySuccess.addedAfterAdvance', {
          amount: money(paid.amountMinor),
          repaid: money(paid.repaysMinor),
          added: money(paid.amountMinor - paid.repaysMinor),
          reference: paid.reference,
        })
      : t('wallet.paySuccess.added', { amount: money(paid.amountMinor), reference: paid.reference });
  return (
    <div className="pay-frame">
      <Panel className="pay-card">
        <Result
          status="success"
          // the heading at the Result's own size (a bare h1 was twice it: two giant lines on a phone), and the
          // ways on spaced apart when they wrap (issue #56)
          title={<h1 className="result-heading">{t('route.paySuccess')}</h1>}
          classNames={{ title: 'pay-success-title', extra: 'pay-success-actions' }}
          subTitle={confirmed ? addedText(order.data!) : t('wallet.paySuccess.generic')}
          extra={[
            <Button key="home" type="primary" onClick={() => void navigate('/home')}>
              {t('common.backHome')}
            </Button>,
            ...(loggedIn
              ? [
                  <Button key="sims" onClick={() => void navigate('/mySims')}>
                    {t('wallet.paySuccess.mySims')}
                  </Button>,
                  <Button key="activities" onClick={() => void navigate('/consumptionRecord')}>
                    {t('wallet.paySuccess.activities')}
                  </Button>,
                ]
              : []),
          ]}
        >
          {confirmed && <RunwayNote className="pay-success-runway" />}
        </Result>
      </Panel>
    </div>
  );
}
