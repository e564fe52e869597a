import type { AdminCustomer } from '@simportal/contract/api/admin';
import { Button, Flex, Input, type PaginationProps, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../../../components/clear-icon.tsx';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCustomers } from '../api/customers-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { AdminItemList } from '../shared/admin-item-list.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { CustomerBalance } from './customer-balance.tsx';
import { CustomerDrawer } from './customer-drawer.tsx';
import { CustomerItem } from './customer-item.tsx';
import { customerContact, customerName } from './customer-name.ts';
import { EnterViewButton } from './enter-view-button.tsx';
import { MemberOfTag } from './member-of-tag.tsx';
import { useCustomerListAddress } from './use-customer-list-address.ts';

/** The credit dialog (a form, its amount rules) arrives when first opened, not with the page (decision 0100). */
const RechargeModal = lazyDialog(() => import('./recharge-modal.tsx').then((m) => m.RechargeModal));

/**
 * Customer List: search by username or email, paged, with balance, number of cards and registration date; a
 * table on a wider screen, a list of entries on a phone.
 */
export function CustomerListTab() {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const { when } = useAdminFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  const { q, setQ, openId, setOpenId } = useCustomerListAddress();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [rechargeFor, setRechargeFor] = useState<string | null>(null);
  // a credit without a pay order is an owner's (issue #34): the other roles see no recharge button
  const mayCredit = useAdminMay('manage');
  const query = useCustomers(q, paging.page, paging.pageSize);

  const columns: TableProps<AdminCustomer>['columns'] = [
    {
      key: 'username',
      title: t('admin.customers.username'),
      render: (_, customer) => (
        <>
          {customerName(customer, t)} <MemberOfTag customer={customer} />
        </>
      ),
    },
    {
      key: 'email',
      title: t('admin.customers.email'),
      render: (_, customer) => customerContact(customer, t, when),
    },
    {
      key: 'balance',
      title: t('admin.customers.balance'),
      align: 'right',
      render: (_, customer) => <CustomerBalance customer={customer} />,
    },
    { key: 'cardCount', title: t('admin.customers.cards'), dataIndex: 'cardCount', align: 'right' },
    {
      key: 'createdAt',
      title: t('admin.customers.registered'),
      render: (_, customer) => when(customer.createdAt),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, customer) => (
        <Space wrap size="small">
          <Button
            size="small"
            type="link"
            aria-label={t('admin.customers.detailsOf', { name: customerName(customer, t) })}
            onClick={() => setOpenId(customer.id)}
          >
            {t('admin.customers.details')}
          </Button>
          {/* a deleted account can be neither credited nor entered (the server refuses: account_deleted) */}
          {!customer.deletedAt && (
            <>
              {/* a member is credited through their owner (member_not_rechargeable) */}
              {mayCredit && !customer.memberOf && (
                <Button size="small" onClick={() => setRechargeFor(customer.username)}>
                  {t('admin.recharge.open')}
                </Button>
              )}
              <EnterViewButton customer={customer} size="small" />
            </>
          )}
        </Space>
      ),
    },
  ];

  const empty = q ? t('admin.customers.noMatch', { q }) : t('admin.customers.empty');
  const pagination: PaginationProps = {
    ...pageIcons,
    current: paging.page,
    pageSize: paging.pageSize,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => t('admin.common.total', { total }),
    onChange: (page, pageSize) => setPaging({ page, pageSize }),
  };

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap="8px 12px" align="center">
        <Input.Search
          className="admin-search"
          allowClear={{ clearIcon: <ClearIcon /> }}
          enterButton={t('admin.common.search')}
          placeholder={t('admin.customers.searchPlaceholder')}
          aria-label={t('admin.customers.search')}
          defaultValue={q}
          onSearch={(value) => {
            setQ(value.trim());
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        {mayCredit && (
          <Button type="primary" onClick={() => setRechargeFor('')}>
            {t('admin.recharge.byAccount')}
          </Button>
        )}
      </Flex>
      {query.isError ? (
        <LoadFailed query={query} title={t('admin.common.loadFailed')} compact />
      ) : phone ? (
        <AdminItemList<AdminCustomer>
          label={t('admin.tabs.customers')}
          items={query.data?.items ?? []}
          loading={query.isFetching}
          empty={empty}
          pagination={pagination}
          renderItem={(customer) => (
            <CustomerItem
              customer={customer}
              onDetails={() => setOpenId(customer.id)}
              onRecharge={
                mayCredit && !customer.memberOf ? () => setRechargeFor(customer.username) : undefined
              }
            />
          )}
        />
      ) : (
        <ScrollRegion label={t('admin.tabs.customers')}>
          <Table<AdminCustomer>
            rowKey="id"
            size="middle"
            loading={query.isFetching}
            columns={columns}
            dataSource={query.data?.items ?? []}
            locale={{ emptyText: empty }}
            pagination={pagination}
          />
        </ScrollRegion>
      )}
      <CustomerDrawer
        customerId={openId}
        onClose={() => setOpenId(null)}
        onRecharge={mayCredit ? (account) => setRechargeFor(account) : undefined}
      />
      <RechargeModal
        open={rechargeFor !== null}
        account={rechargeFor ?? ''}
        onClose={() => setRechargeFor(null)}
      />
    </Flex>
  );
}
