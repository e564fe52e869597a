import type { AdminCard } from '@simportal/contract/api/admin';
import type { Activity, AdminPayOrder } from '@simportal/contract/api/wallet';
import { Button, Descriptions, Drawer, Empty, Popconfirm, Skeleton, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStatusTag } from '../../../components/card-status-tag.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useConfirmPayOrder, useCustomerDetail } from '../api/customers-api.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { useOutcome } from '../use-outcome.ts';
import { EnterViewButton } from './enter-view-button.tsx';

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
  onRecharge: (account: string) => void;
}) {
  const { t } = useTranslation();
  const { money, when, locale } = useAdminFormat();
  const query = useCustomerDetail(customerId);
  const confirm = useConfirmPayOrder();
  const { succeeded, failed } = useOutcome();
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
            { key: 'username', label: t('admin.customers.username'), children: customer.username },
            { key: 'email', label: t('admin.customers.email'), children: customer.email },
            {
              key: 'balance',
              label: t('admin.customers.balance'),
              children: money(customer.balance, currency),
            },
            { key: 'cards', label: t('admin.customers.cards'), children: customer.cardCount },
            { key: 'registered', label: t('admin.customers.registered'), children: when(customer.createdAt) },
          ]}
        />
        <Space wrap className="admin-drawer-actions">
          <Button type="primary" onClick={() => onRecharge(customer.username)}>
            {t('admin.recharge.open')}
          </Button>
          <EnterViewButton customer={customer} />
        </Space>
        <Section title={t('admin.customers.cardsTitle')}>
          <Table<AdminCard>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.cards}
            locale={{ emptyText: t('admin.customers.noCards') }}
            columns={[
              { key: 'number', title: t('admin.cards.cardNumber'), dataIndex: 'cardNumber' },
              {
                key: 'type',
                title: t('admin.cards.type'),
                render: (_, card) => t(`admin.type.${card.type}`),
              },
              {
                key: 'status',
                title: t('admin.cards.status'),
                render: (_, card) => <CardStatusTag status={card.status} />,
              },
              {
                key: 'plan',
                title: t('admin.cards.plan'),
                render: (_, card) => card.currentPlan?.name[locale] ?? '—',
              },
            ]}
          />
        </Section>
        <Section title={t('admin.customers.pendingOrders')}>
          {detail.pendingPayOrders.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.customers.noPendingOrders')} />
          ) : (
            <Table<AdminPayOrder>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={detail.pendingPayOrders}
              columns={[
                { key: 'reference', title: t('admin.orders.reference'), dataIndex: 'reference' },
                {
                  key: 'amount',
                  title: t('admin.orders.amount'),
                  render: (_, o) => money(o.amountMinor, o.currency),
                },
                {
                  key: 'total',
                  title: t('admin.orders.total'),
                  render: (_, o) => money(o.totalMinor, o.currency),
                },
                { key: 'createdAt', title: t('admin.orders.createdAt'), render: (_, o) => when(o.createdAt) },
                {
                  key: 'confirm',
                  title: t('admin.common.actions'),
                  render: (_, order) => (
                    <Popconfirm
                      title={t('admin.orders.confirmTitle', { reference: order.reference })}
                      description={t('admin.orders.confirmText', {
                        amount: money(order.amountMinor, order.currency),
                      })}
                      okText={t('admin.orders.confirm')}
                      cancelText={t('admin.common.cancel')}
                      onConfirm={() =>
                        confirm.mutateAsync(order.id).then(
                          () => succeeded('admin.orders.confirmed'),
                          (error: unknown) => failed('admin.orders.confirmFailed', error),
                        )
                      }
                    >
                      <Button
                        size="small"
                        aria-label={t('admin.orders.confirmOf', { reference: order.reference })}
                      >
                        {t('admin.orders.confirm')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]}
            />
          )}
        </Section>
        <Section title={t('admin.customers.activities')}>
          <Table<Activity>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.recentActivities}
            locale={{ emptyText: t('admin.customers.noActivities') }}
            columns={[
              {
                key: 'type',
                title: t('admin.activities.type'),
                render: (_, a) => t(`admin.activityType.${a.type}`),
              },
              {
                key: 'amount',
                title: t('admin.activities.amount'),
                align: 'right',
                render: (_, a) => `${a.amountMinor > 0 ? '+' : ''}${money(a.amountMinor, currency)}`,
              },
              {
                key: 'balanceAfter',
                title: t('admin.activities.balanceAfter'),
                align: 'right',
                render: (_, a) => money(a.balanceAfterMinor, currency),
              },
              { key: 'createdAt', title: t('admin.activities.time'), render: (_, a) => when(a.createdAt) },
              {
                key: 'note',
                title: t('admin.activities.note'),
                render: (_, a) =>
                  a.starterPack
                    ? t('admin.activities.starterPack', {
                        days: a.starterPack.days,
                        plan: a.starterPack.planName[locale],
                      })
                    : (a.note ?? ''),
              },
            ]}
          />
        </Section>
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
          ? t('admin.customers.drawerTitle', { name: detail.customer.username })
          : t('admin.customers.drawerLoading')
      }
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
