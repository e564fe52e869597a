import type { PayOrder } from '@simportal/contract/api/wallet';
import { Pagination, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { Typography } from '../../../components/typography.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useMyPayOrders } from '../api/pay-orders.ts';
import { useLocale, useMoney } from '../hooks/use-money.ts';
import { PayOrderItems } from './pay-order-items.tsx';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';
import { PayOrderViewLink } from './pay-order-view-link.tsx';

const PAGE_SIZE = 10;

/**
 * The customer's pay orders and their statuses, newest first, each linking to its payment page: a table on a
 * desktop, a list of entries on a phone.
 */
export function PayOrderList() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const pageIcons = usePageIcons();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const orders = useMyPayOrders(page, PAGE_SIZE);
  const currency = orders.data?.items[0]?.currency;
  const money = useMoney(currency);
  const columns: TableProps<PayOrder>['columns'] = [
    { key: 'reference', title: t('wallet.orders.reference'), dataIndex: 'reference' },
    {
      key: 'createdAt',
      title: t('wallet.orders.createdAt'),
      render: (_, order) => formatDateTime(order.createdAt, locale),
    },
    {
      key: 'amount',
      title: t('wallet.orders.amount'),
      align: 'right',
      render: (_, order) => money(order.amountMinor),
    },
    {
      key: 'total',
      title: t('wallet.orders.total'),
      align: 'right',
      render: (_, order) => money(order.totalMinor),
    },
    {
      key: 'method',
      title: t('wallet.orders.method'),
      render: (_, order) => t(`wallet.method.${order.method}`),
    },
    {
      key: 'status',
      title: t('wallet.orders.status'),
      render: (_, order) => <PayOrderStatusTag status={order.status} />,
    },
    {
      key: 'view',
      title: t('wallet.orders.action'),
      render: (_, order) => <PayOrderViewLink className="table-action" order={order} />,
    },
  ];
  if (orders.data?.total === 0) return <Typography.Text>{t('wallet.orders.empty')}</Typography.Text>;
  if (phone) {
    return (
      <div aria-busy={orders.isFetching && !orders.data}>
        <PayOrderItems orders={orders.data?.items ?? []} money={money} />
        {(orders.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            {...pageIcons}
            className="activity-list-pages"
            size="small"
            simple
            current={page}
            pageSize={PAGE_SIZE}
            total={orders.data?.total ?? 0}
            onChange={setPage}
          />
        )}
      </div>
    );
  }
  return (
    <ScrollRegion label={t('wallet.orders.title')}>
      <Table<PayOrder>
        rowKey="id"
        size="small"
        loading={orders.isFetching && !orders.data}
        columns={columns}
        dataSource={orders.data?.items ?? []}
        pagination={{
          ...pageIcons,
          current: page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </ScrollRegion>
  );
}
