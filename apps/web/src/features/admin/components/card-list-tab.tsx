import { ADMIN_CARD_COUNT_CAP, type AdminCard, type AdminConsoleCard } from '@simportal/contract/api/admin';
import { Button, Flex, type PaginationProps, Table, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CapHoldTag, CardStatusTag } from '../../../components/card-status-tag.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { Typography } from '../../../components/typography.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAdminCards } from '../api/cards-api.ts';
import { channelLabel } from '../card-channel.ts';
import { useCardLive } from '../card-live.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { AdminItemList } from './admin-item-list.tsx';
import { BindLockTag } from './bind-lock-tag.tsx';
import { CardActions } from './card-actions.tsx';
import { type BulkTarget, CardBulkModal } from './card-bulk-modal.tsx';
import { CardExportButton } from './card-export-button.tsx';
import { type CardFilter, CardFilters } from './card-filters.tsx';
import { CardItem } from './card-item.tsx';
import { CardJobDrawer } from './card-job-drawer.tsx';
import { CardPlanModal } from './card-plan-modal.tsx';
import { ImportButton } from './import-button.tsx';
import { type ImportReport, ImportReportModal } from './import-report-modal.tsx';
import { StarterPackResetModal } from './starter-pack-reset-modal.tsx';
import { StarterPackSetModal } from './starter-pack-set-modal.tsx';

// Widths the console's columns keep at 1280 px (issue #59 review): short values on one line, the table
// scrolling sideways rather than breaking an email or 实体卡 character by character.
const NOWRAP = 'admin-nowrap';
const HOLDER_WIDTH = 200;
const TABLE_WIDTH = 1960;

/**
 * Card List, the operator's console (issue #59): the inventory in card-number order, searched and filtered, each
 * card with this period's data, slowed or not, the carrier's last report and its holder's runway; CSV imports of
 * cards and eSIM profiles and the export of what the filter shows; StarterPack set / reset / revert, the release
 * of deleted cards and a held card's billing; bulk actions on the selected cards or the whole filter, followed in
 * a drawer. A table on a wider screen; on a phone a list of entries, the filters in a drawer; rows selectable on both.
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
  const [changing, setChanging] = useState<AdminCard | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState<BulkTarget | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const serve = useAdminMay('serve');
  const live = useCardLive();
  const query = useAdminCards({ ...filter, ...paging });
  const data = query.data;

  const columns: TableProps<AdminConsoleCard>['columns'] = [
    {
      key: 'cardNumber',
      title: t('admin.cards.cardNumber'),
      dataIndex: 'cardNumber',
      width: 140,
      className: NOWRAP,
    },
    { key: 'iccid', title: t('admin.cards.iccid'), dataIndex: 'iccid', width: 200, className: NOWRAP },
    {
      key: 'type',
      title: t('admin.cards.type'),
      width: 110,
      className: NOWRAP,
      render: (_, card) => t(`admin.type.${card.type}`),
    },
    {
      key: 'status',
      title: t('admin.cards.status'),
      width: 120,
      render: (_, card) => (
        <>
          <CardStatusTag status={card.status} />
          {card.live.capHold && <CapHoldTag hold={card.live.capHold} />}
          <BindLockTag card={card} />
        </>
      ),
    },
    {
      key: 'holder',
      title: t('admin.cards.holder'),
      width: HOLDER_WIDTH,
      render: (_, card) =>
        card.holder ? (
          <>
            <span className="admin-card-holder">{card.holder.username}</span>
            <span className="admin-card-holder" title={card.holder.email}>
              <Typography.Text type="secondary" className="admin-secondary admin-nowrap">
                {card.holder.email}
              </Typography.Text>
            </span>
            {card.group && (
              <span className="admin-card-holder">
                <Typography.Text type="secondary" className="admin-secondary admin-nowrap">
                  {t('admin.cards.groupOf', { name: card.group.name })}
                </Typography.Text>
              </span>
            )}
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
      width: 210,
      className: NOWRAP,
      render: (_, card) =>
        card.isStarterPack
          ? t('admin.cards.starterPackOf', {
              plan: card.starterPackPlan?.name[locale] ?? '',
              days: card.starterPackDays ?? 0,
            })
          : '—',
    },
    {
      key: 'plan',
      title: t('admin.cards.plan'),
      width: 150,
      render: (_, card) => card.currentPlan?.name[locale] ?? '—',
    },
    {
      key: 'usage',
      title: t('admin.cards.usage'),
      width: 150,
      render: (_, card) => (
        <>
          {live.usage(card.live)}
          {card.live.slowed && <Tag className="admin-slowed-tag">{t('admin.cards.slowed')}</Tag>}
        </>
      ),
    },
    {
      key: 'lastReport',
      title: t('admin.cards.lastReport'),
      width: 150,
      render: (_, card) => live.lastReport(card.live),
    },
    {
      key: 'runway',
      title: t('admin.cards.runway'),
      width: 130,
      render: (_, card) => live.runway(card.live),
    },
    {
      key: 'expireAt',
      title: t('admin.cards.expireAt'),
      width: 130,
      className: NOWRAP,
      render: (_, card) => when(card.expireAt) || '—',
    },
    {
      key: 'channel',
      title: t('admin.cards.channel'),
      width: 120,
      className: NOWRAP,
      render: (_, card) => channelLabel(card.channelName, t),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      width: 220,
      render: (_, card) => (
        <CardActions card={card} onSet={setSetting} onReset={setResetting} onChangePlan={setChanging} />
      ),
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
  const openBulk = () =>
    setBulk({ selected, filter, total: data?.total ?? 0, totalCapped: data?.totalCapped ?? false });

  return (
    <Flex vertical gap={16}>
      <CardFilters
        onSearch={(next) => {
          setFilter(next);
          setSelected([]);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
      />
      <Flex wrap gap="8px 12px" align="center">
        <ImportButton kind="cards" onReport={setReport} />
        <ImportButton kind="esim" onReport={setReport} />
        <CardExportButton filter={filter} />
        {serve && (
          <Button onClick={openBulk} disabled={!data || data.total === 0}>
            {t('admin.jobs.start')}
          </Button>
        )}
        {selected.length > 0 && <span>{t('admin.cards.selected', { count: selected.length })}</span>}
      </Flex>
      {query.isError ? (
        <LoadFailed query={query} title={t('admin.common.loadFailed')} compact />
      ) : phone ? (
        <AdminItemList<AdminConsoleCard>
          label={t('admin.tabs.cards')}
          items={data?.items ?? []}
          loading={query.isFetching}
          empty={t('admin.cards.empty')}
          pagination={pagination}
          renderItem={(card) => (
            <CardItem
              card={card}
              onSet={setSetting}
              onReset={setResetting}
              onChangePlan={setChanging}
              selection={
                serve
                  ? {
                      checked: selected.includes(card.id),
                      onChange: (checked) =>
                        setSelected((current) =>
                          checked ? [...current, card.id] : current.filter((id) => id !== card.id),
                        ),
                    }
                  : undefined
              }
            />
          )}
        />
      ) : (
        <ScrollRegion label={t('admin.tabs.cards')}>
          <Table<AdminConsoleCard>
            rowKey="id"
            rowSelection={
              serve
                ? {
                    selectedRowKeys: selected,
                    preserveSelectedRowKeys: true,
                    onChange: (keys) => setSelected(keys.map(Number)),
                    getCheckboxProps: (card) => ({
                      'aria-label': t('admin.cards.selectOf', { number: card.cardNumber }),
                    }),
                  }
                : undefined
            }
            size="middle"
            className="admin-card-table"
            // wide enough for every column on one line; the ScrollRegion around it scrolls sideways and takes
            // the keyboard's focus, which antd's own scroll.x container does not (axe: scrollable-region-focusable)
            style={{ minWidth: TABLE_WIDTH }}
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
      <CardPlanModal card={changing} onClose={() => setChanging(null)} />
      <CardBulkModal
        target={bulk}
        onClose={() => setBulk(null)}
        onStarted={(job) => {
          setSelected([]);
          setJobId(job.id);
        }}
      />
      <CardJobDrawer jobId={jobId} onClose={() => setJobId(null)} />
    </Flex>
  );
}
