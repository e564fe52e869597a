import { ADMIN_CARD_COUNT_CAP, type AdminCard } from '@simportal/contract/api/admin';
import { Flex, type PaginationProps, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStatusTag } from '../../../components/card-status-tag.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { Typography } from '../../../components/typography.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAdminCards } from '../api/cards-api.ts';
import { channelLabel } from '../card-channel.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { AdminItemList } from './admin-item-list.tsx';
import { BindLockTag } from './bind-lock-tag.tsx';
import { CardActions } from './card-actions.tsx';
import { type CardFilter, CardFilters } from './card-filters.tsx';
import { CardItem } from './card-item.tsx';
import { ImportButton } from './import-button.tsx';
import { type ImportReport, ImportReportModal } from './import-report-modal.tsx';
import { StarterPackResetModal } from './starter-pack-reset-modal.tsx';
import { StarterPackSetModal } from './starter-pack-set-modal.tsx';

/**
 * Card List: the inventory in card-number order, filtered (numeric ≥ / ≤ bounds among them), with CSV imports
 * of cards and eSIM profiles, StarterPack set / reset / revert and the release of deleted cards. A table on a
 * wider screen; on a phone a list of entries, the filters in a drawer.
 */
export function CardListTab() {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const { when, locale } = useAdminFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  const [filter, setFilter] = useState<CardFilter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [setting, setSetting] = useState<AdminCard | null>(null);
  const [resetting, setResetting] = useState<AdminCard | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const query = useAdminCards({ ...filter, ...paging });
  const data = query.data;

  const columns: TableProps<AdminCard>['columns'] = [
    { key: 'cardNumber', title: t('admin.cards.cardNumber'), dataIndex: 'cardNumber' },
    { key: 'iccid', title: t('admin.cards.iccid'), dataIndex: 'iccid' },
    { key: 'type', title: t('admin.cards.type'), render: (_, card) => t(`admin.type.${card.type}`) },
    {
      key: 'status',
      title: t('admin.cards.status'),
      render: (_, card) => (
        <>
          <CardStatusTag status={card.status} />
          <BindLockTag card={card} />
        </>
      ),
    },
    {
      key: 'holder',
      title: t('admin.cards.holder'),
      render: (_, card) =>
        card.holder ? (
          <>
            {card.holder.username}
            <Typography.Text type="secondary" className="admin-secondary">
              {card.holder.email}
            </Typography.Text>
          </>
        ) : card.deletedAt ? (
          <Tag>{t('admin.cards.deletedTag')}</Tag>
        ) : (
          '—'
        ),
    },
    {
      key: 'starterPack',
      title: t('admin.cards.starterPack'),
      render: (_, card) =>
        card.isStarterPack
          ? t('admin.cards.starterPackOf', {
              plan: card.starterPackPlan?.name[locale] ?? '',
              days: card.starterPackDays ?? 0,
            })
          : '—',
    },
    { key: 'plan', title: t('admin.cards.plan'), render: (_, card) => card.currentPlan?.name[locale] ?? '—' },
    { key: 'expireAt', title: t('admin.cards.expireAt'), render: (_, card) => when(card.expireAt) || '—' },
    {
      key: 'channel',
      title: t('admin.cards.channel'),
      render: (_, card) => channelLabel(card.channelName, t),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      render: (_, card) => <CardActions card={card} onSet={setSetting} onReset={setResetting} />,
    },
  ];

  const pagination: PaginationProps = {
    ...pageIcons,
    current: paging.page,
    pageSize: paging.pageSize,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) =>
      data?.totalCapped
        ? t('admin.common.totalMore', { total: ADMIN_CARD_COUNT_CAP.toLocaleString(locale) })
        : t('admin.common.total', { total }),
    onChange: (page, pageSize) => setPaging({ page, pageSize }),
  };

  return (
    <Flex vertical gap={16}>
      <CardFilters
        onSearch={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      <Flex wrap gap="8px 12px" align="center">
        <ImportButton kind="cards" onReport={setReport} />
        <ImportButton kind="esim" onReport={setReport} />
      </Flex>
      {query.isError ? (
        <LoadFailed query={query} title={t('admin.common.loadFailed')} compact />
      ) : phone ? (
        <AdminItemList<AdminCard>
          label={t('admin.tabs.cards')}
          items={data?.items ?? []}
          loading={query.isFetching}
          empty={t('admin.cards.empty')}
          pagination={pagination}
          renderItem={(card) => <CardItem card={card} onSet={setSetting} onReset={setResetting} />}
        />
      ) : (
        <ScrollRegion label={t('admin.tabs.cards')}>
          <Table<AdminCard>
            rowKey="id"
            size="middle"
            loading={query.isFetching}
            columns={columns}
            dataSource={data?.items ?? []}
            locale={{ emptyText: t('admin.cards.empty') }}
            pagination={pagination}
          />
        </ScrollRegion>
      )}
      <StarterPackSetModal card={setting} onClose={() => setSetting(null)} />
      <StarterPackResetModal card={resetting} onClose={() => setResetting(null)} />
      <ImportReportModal result={report} onClose={() => setReport(null)} />
    </Flex>
  );
}
