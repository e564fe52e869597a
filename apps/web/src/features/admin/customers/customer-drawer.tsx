import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { Typography } from '../../../components/typography.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCustomerDetail } from '../api/customers-api.ts';
import { ConfirmPayOrderButton } from '../pay-orders/confirm-pay-order-button.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { CustomerActivities } from './customer-activities.tsx';
import { CustomerBalance } from './customer-balance.tsx';
import { CustomerCards } from './customer-cards.tsx';
import { customerContact, customerName } from './customer-name.ts';
import { EnterViewButton } from './enter-view-button.tsx';
import { MemberOfTag } from './member-of-tag.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-drawer-section" aria-label={title}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** One customer: who they are, their cards, pending pay orders (to confirm) and latest activities. */
export function CustomerDrawer({
  customerId,
  onClose,
  onRecharge,
}: {
  customerId: number | null;
  onClose: () => void;
  /** Absent when the administrator's role may not credit money (issue #34). */
  onRecharge?: (account: string) => void;
}) {
  const { t } = useTranslation();
  const { money, when } = useAdminFormat();
  const query = useCustomerDetail(customerId);
  const detail = query.data;

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (query.isError || !detail) {
    body = <LoadFailed query={query} title={t('admin.common.loadFailed')} compact />;
  } else {
    const { customer } = detail;
    const currency = customer.currency;
    body = (
      <>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'username',
              label: t('admin.customers.username'),
              children: (
                <>
                  {customerName(customer, t)} <MemberOfTag customer={customer} />
                </>
              ),
            },
            { key: 'email', label: t('admin.customers.email'), children: customerContact(customer, t, when) },
            {
              key: 'balance',
              label: t('admin.customers.balance'),
              // a member has no balance of their own to speak of: they spend the owner's (decision 0103)
              children: <CustomerBalance customer={customer} />,
            },
            { key: 'cards', label: t('admin.customers.cards'), children: customer.cardCount },
            { key: 'registered', label: t('admin.customers.registered'), children: when(customer.createdAt) },
          ]}
        />
        {customer.deletedAt ? (
          <Alert type="info" showIcon title={translateMessage('account_deleted')} />
        ) : (
          <Space wrap className="admin-drawer-actions">
            {onRecharge && !customer.memberOf && (
              <Button type="primary" onClick={() => onRecharge(customer.username)}>
                {t('admin.recharge.open')}
              </Button>
            )}
            <EnterViewButton customer={customer} />
          </Space>
        )}
        <Section title={t('admin.customers.cardsTitle')}>
          <CustomerCards cards={detail.cards} />
        </Section>
        <Section title={t('admin.customers.pendingOrders')}>
          {detail.pendingPayOrders.length === 0 ? (
            <SmallEmpty description={t('admin.customers.noPendingOrders')} />
          ) : (
            // entries rather than a table: on a phone the five columns squeezed the confirm button off-screen
            <Flex vertical gap={8} component="ul" className="admin-order-list">
              {detail.pendingPayOrders.map((order) => (
                <li key={order.id} className="admin-order-item">
                  <div>
                    <strong>{order.reference}</strong>
                    {order.advancedMinor !== null && (
                      <>
                        {' '}
                        <Tag color="warning">
                          {t('admin.overview.advanced', {
                            amount: money(order.advancedMinor, order.currency),
                          })}
                        </Tag>
                      </>
                    )}
                    <div>
                      {t('admin.orders.amount')} {money(order.amountMinor, order.currency)} ·{' '}
                      {t('admin.orders.total')} {money(order.totalMinor, order.currency)}
                    </div>
                    <div className="admin-order-when">{when(order.createdAt)}</div>
                  </div>
                  <ConfirmPayOrderButton order={order} />
                </li>
              ))}
            </Flex>
          )}
        </Section>
        <Section title={t('admin.customers.activities')}>
          <CustomerActivities activities={detail.recentActivities} currency={currency} />
        </Section>
        {/* who uses some of the customer's cards (decision 0103): their own sign-in, the owner's balance; a
            member has none of their own */}
        {!customer.memberOf && (
          <Section title={t('admin.customers.members')}>
            {detail.members.length === 0 ? (
              <SmallEmpty description={t('admin.customers.noMembers')} />
            ) : (
              <Flex vertical gap={8} component="ul" className="admin-order-list">
                {detail.members.map((member) => (
                  <li key={member.id} className="admin-order-item">
                    <div>
                      <strong>{member.username}</strong> {member.email}
                      <div>{t('admin.customers.memberGroups', { groups: member.groups.join(', ') })}</div>
                      <div className="admin-order-when">{when(member.createdAt)}</div>
                    </div>
                  </li>
                ))}
              </Flex>
            )}
          </Section>
        )}
      </>
    );
  }

  return (
    <Drawer
      open={customerId !== null}
      onClose={onClose}
      size={720}
      title={
        detail
          ? t('admin.customers.drawerTitle', { name: customerName(detail.customer, t) })
          : t('admin.customers.drawerLoading')
      }
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
