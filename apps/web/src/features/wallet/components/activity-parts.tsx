// What Activities' phone list and desktop table both show of a change: its type, amount and reason.
import type { Activity } from '@simportal/contract/api/wallet';
import type { ActivityType } from '@simportal/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useLocale } from '../hooks/use-money.ts';

// Dark shades (the 7th/8th of antd's palettes) under white text, for WCAG AA contrast.
const TYPE_COLORS: Record<ActivityType, string> = {
  TOP_UP: '#237804',
  REFUND: '#006d75',
  DAILY_FEE: '#595959',
  ADD_ON_PURCHASE: '#0958d9',
  ESIM_APPLY: '#531dab',
};

export interface ActivityTablePage {
  items: Activity[];
  total: number;
  page: number;
  pageSize: number;
}

export type Money = (minor: number, options?: { signed?: boolean }) => string;

/** A StarterPack's remaining days credited when its card was bound: a TOP_UP, but not money received. */
const STARTER_PACK_COLOR = '#874d00';

/**
 * The change's type. A StarterPack credit is typed apart (issue #56), as the overview counts it apart from
 * top-ups: the customer paid for those days with the card, not through a recharge.
 */
export function ActivityTypeTag({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const starterPack = activity.reason === 'starter_pack_credit';
  return (
    <Tag variant="solid" color={starterPack ? STARTER_PACK_COLOR : TYPE_COLORS[activity.type]}>
      {starterPack ? t('wallet.type.starterPackCredit') : t(`wallet.type.${activity.type}`)}
    </Tag>
  );
}

export function ActivityAmount({ activity, money }: { activity: Activity; money: Money }) {
  return (
    <span className={activity.amountMinor >= 0 ? 'wallet-amount-credit' : 'wallet-amount-debit'}>
      {money(activity.amountMinor, { signed: true })}
    </span>
  );
}

/**
 * The reason, and what it was about: a StarterPack credit's days and plan, or the note a person wrote; and for
 * the two lines of an eSIM bought with its plan, that they are one purchase, with its reference on each (issue
 * #56).
 */
export function ActivityReason({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = activity.starterPack
    ? t('wallet.reason.starterPackDetail', {
        days: activity.starterPack.days,
        plan: activity.starterPack.planName[locale],
      })
    : activity.note;
  const together = !activity.esimPurchaseId
    ? null
    : t(activity.type === 'ESIM_APPLY' ? 'wallet.reason.esimWithPlan' : 'wallet.reason.planWithEsim', {
        id: activity.esimPurchaseId,
      });
  // a fee the balance went below zero for: a bridge advanced it against a waiting top-up (decision 0069)
  const advanced =
    activity.type === 'DAILY_FEE' && activity.balanceAfterMinor < 0 ? t('wallet.reason.advanced') : null;
  return (
    <>
      {t(`wallet.reason.${activity.reason}`, { defaultValue: activity.reason })}
      {[detail, together, advanced].map(
        (text) =>
          text && (
            <Typography.Text key={text} type="secondary" className="activity-note">
              {' · '}
              {text}
            </Typography.Text>
          ),
      )}
    </>
  );
}

export interface ActivityViewProps {
  data: ActivityTablePage | undefined;
  loading: boolean;
  money: Money;
  onPage: (page: number, pageSize: number) => void;
}
