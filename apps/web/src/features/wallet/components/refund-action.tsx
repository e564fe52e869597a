import type { Activity } from '@simportal/contract/api/wallet';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import { REFUND_WINDOW_DAYS } from '@simportal/contract/refund-rule';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyRefunds } from '../api/refunds.ts';
import type { Money } from './activity-parts.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const STATUS_COLORS = { WAITING: 'processing', CREDITED: 'success', DECLINED: 'default' } as const;

/** Whether a row is a purchase the customer may ask back: an eSIM fee or a paid add-on, within the window. */
const mayAsk = (activity: Activity, today: string) =>
  (activity.type === 'ESIM_APPLY' || activity.type === 'ADD_ON_PURCHASE') &&
  activity.amountMinor < 0 &&
  addDaysToIsoDate(activity.tradeDate, REFUND_WINDOW_DAYS) >= today;

/**
 * An Activities row's refund: the request's state when one was made, else "Ask for a refund" on a purchase that
 * qualifies (decision 0101); the server holds the rule, this only hides the button where it cannot apply.
 */
export function RefundAction({ activity, money }: { activity: Activity; money: Money }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // one query for every row (react-query shares it): the caller's requests, to mark the rows asked for
  const refunds = useMyRefunds();
  const request = refunds.data?.find((r) => r.activityId === activity.id);
  const today = new Date().toISOString().slice(0, 10);
  // the dialog stays while it shows the answer, though the row now has its request
  const dialog = open && <RefundDialog activity={activity} money={money} onClose={() => setOpen(false)} />;
  if (request)
    return (
      <>
        <Tag color={STATUS_COLORS[request.status]}>{t(`wallet.refunds.status.${request.status}`)}</Tag>
        {dialog}
      </>
    );
  if (!refunds.data || !mayAsk(activity, today)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('wallet.refunds.ask')}
      </Button>
      {dialog}
    </>
  );
}
