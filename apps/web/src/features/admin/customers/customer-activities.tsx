import type { Activity } from '@simportal/contract/api/wallet';
import { Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAdminFormat } from '../use-admin-format.ts';

/**
 * A customer's latest activities in their drawer: a table on a wider screen; on a phone an entry per activity
 * (what, how much, the balance after, when, the note), since the table was twice the drawer's width and hid the
 * time and the note (where a recharge's reason is).
 */
export function CustomerActivities({ activities, currency }: { activities: Activity[]; currency: string }) {
  const { t } = useTranslation();
  const { money, when, locale } = useAdminFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  // a StarterPack card's days credited on binding were paid when it was sold: not a top-up, as the overview
  // counts them apart
  const typeOf = (activity: Activity) =>
    activity.starterPack ? t('admin.activities.starterPackCredit') : t(`admin.activityType.${activity.type}`);
  const amountOf = (activity: Activity) =>
    `${activity.amountMinor > 0 ? '+' : ''}${money(activity.amountMinor, currency)}`;
  const noteOf = (activity: Activity) =>
    activity.starterPack
      ? t('admin.activities.starterPack', {
          days: activity.starterPack.days,
          plan: activity.starterPack.planName[locale],
        })
      : (activity.note ?? '');
  if (phone) {
    if (activities.length === 0)
      return <p className="admin-empty-text">{t('admin.customers.noActivities')}</p>;
    return (
      <Flex vertical gap={8} component="ul" className="admin-items">
        {activities.map((activity) => {
          const note = noteOf(activity);
          return (
            <Flex vertical gap={4} component="li" key={activity.id} className="admin-item">
              <Flex wrap align="center" justify="space-between" gap="4px 8px">
                <strong>{typeOf(activity)}</strong>
                <strong>{amountOf(activity)}</strong>
              </Flex>
              <div>
                {t('admin.activities.balanceAfter')} {money(activity.balanceAfterMinor, currency)}
              </div>
              {note && <div>{note}</div>}
              <div className="admin-order-when">{when(activity.createdAt)}</div>
            </Flex>
          );
        })}
      </Flex>
    );
  }
  return (
    <ScrollRegion label={t('admin.customers.activities')}>
      <Table<Activity>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={activities}
        locale={{ emptyText: <span className="admin-empty-text">{t('admin.customers.noActivities')}</span> }}
        columns={[
          { key: 'type', title: t('admin.activities.type'), render: (_, a) => typeOf(a) },
          {
            key: 'amount',
            title: t('admin.activities.amount'),
            align: 'right',
            render: (_, a) => amountOf(a),
          },
          {
            key: 'balanceAfter',
            title: t('admin.activities.balanceAfter'),
            align: 'right',
            render: (_, a) => money(a.balanceAfterMinor, currency),
          },
          { key: 'createdAt', title: t('admin.activities.time'), render: (_, a) => when(a.createdAt) },
          { key: 'note', title: t('admin.activities.note'), render: (_, a) => noteOf(a) },
        ]}
      />
    </ScrollRegion>
  );
}
