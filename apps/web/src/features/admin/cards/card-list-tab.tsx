import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { ADMIN_CARD_COUNT_CAP, type AdminCard, type AdminConsoleCard } from '@simportal/contract/api/admin';
import {
  Button,
  Descriptions,
  Flex,
  type PaginationProps,
  Segmented,
  Table,
  type TableProps,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CapHoldTag, CardStatusTag } from '../../../components/card-status-tag.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { Typography } from '../../../components/typography.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCardJobs } from '../api/card-jobs-api.ts';
import { useAdminCards } from '../api/cards-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { AdminItemList } from '../shared/admin-item-list.tsx';
import { BindLockTag } from '../shared/bind-lock-tag.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { CardActions } from './card-actions.tsx';
import { type BulkTarget, CardBulkModal } from './card-bulk-modal.tsx';
import { channelLabel } from './card-channel.ts';
import { CardExportButton } from './card-export-button.tsx';
import { type CardFilter, CardFilters } from './card-filters.tsx';
import { CardItem } from './card-item.tsx';
import { CardJobDrawer } from './card-job-drawer.tsx';
import { CardJobsList } from './card-jobs-list.tsx';
import { useCardLive } from './card-live.ts';
import { CardPlanModal } from './card-plan-modal.tsx';
import { ImportButton } from './import-button.tsx';
import { type ImportReport, ImportReportModal } from './import-report-modal.tsx';
import { StarterPackResetModal } from './starter-pack-reset-modal.tsx';
import { StarterPackSetModal } from './starter-pack-set-modal.tsx';

// Widths the console's columns keep (issue #59 review): short values on one line; below 1280 px the table
// scrolls sideways rather than breaking an email or 实体卡 character by character.
const NOWRAP = 'admin-nowrap';
const HOLDER_WIDTH = 190;
// the selection and expansion boxes and seven columns: within 1280 px less the page's margins
const TABLE_WIDTH = 1150;

/**
 * Card List, the operator's console (issue #59): the inventory in card-number order, searched and filtered, each
 * card with this period's data, slowed or not, the carrier's last report and its holder's runway; CSV imports of
 * cards and eSIM profiles and the export of what the filter shows; StarterPack set / reset / revert, the release
 * of deleted cards and a held card's billing; bulk actions on the selected cards or the whole filter, followed in
 * a drawer. A table on a wider screen; on a phone a list of entries, the filters in a drawer; rows selectable on both.
 * Its second view lists the bulk actions (issue #67, card-jobs-list.tsx), so a job outlives its drawer and a reload.
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
  // the bulk actions' list is the console's other view, named in the address so a reload keeps it (issue #67)
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'jobs' ? 'jobs' : 'cards';
  const showView = (next: 'cards' | 'jobs') =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === 'jobs') kept.set('view', 'jobs');
        else kept.delete('view');
        return kept;
      },
      { replace: true },
    );
  // its label counts the running jobs, so a job whose drawer was closed is found again
  const jobs = useCardJobs();
  const query = useAdminCards({ ...filter, ...paging });
  const data = query.data;

  const secondary = (text: string) => (
    <Typography.Text type="secondary" className="admin-secondary admin-nowrap">
      {text}
    </Typography.Text>
  );
  // the columns an operator reads on every card fit 1280 px (issue #67: 14 columns were 1,960 px, usage,
  // runway and the actions off-screen); ICCID and type sit under the number, the group under the holder, and
  // the rest (last report, StarterPack with its prepaid days' end, channel) in the row's expansion
  const columns: TableProps<AdminConsoleCard>['columns'] = [
    {
      key: 'card',
      title: t('admin.cards.card'),
      width: 190,
      render: (_, card) => (
        <>
          <span className={NOWRAP}>{card.cardNumber}</span>
          {secondary(card.iccid)}
          {secondary(t(`admin.type.${card.type}`))}
        </>
      ),
    },
    {
      key: 'status',
      title: t('admin.cards.status'),
      width: 110,
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
              {secondary(card.holder.email)}
            </span>
            {card.group && (
              <span className="admin-card-holder">
                {secondary(t('admin.cards.groupOf', { name: card.group.name }))}
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
      key: 'plan',
      title: t('admin.cards.plan'),
      width: 130,
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
      key: 'runway',
      title: t('admin.cards.runway'),
      width: 120,
      render: (_, card) => live.runway(card.live),
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      width: 210,
      render: (_, card) => (
        <CardActions card={card} onSet={setSetting} onReset={setResetting} onChangePlan={setChanging} />
      ),
    },
  ];
  // what an operator reads less often, in the row's expansion: the carrier's last report, the StarterPack with
  // the end of its prepaid days (the card's expire_at: set with the StarterPack, cleared once a customer binds
  // it, so the column it had was "—" on every held card) and the channel it came through
  const more = (card: AdminConsoleCard) => (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      className="admin-card-more"
      items={[
        { key: 'lastReport', label: t('admin.cards.lastReport'), children: live.lastReport(card.live) },
        {
          key: 'starterPack',
          label: t('admin.cards.starterPack'),
          children: card.isStarterPack
            ? t(card.expireAt ? 'admin.cards.starterPackUntil' : 'admin.cards.starterPackOf', {
                plan: card.starterPackPlan?.name[locale] ?? '',
                days: card.starterPackDays ?? 0,
                until: when(card.expireAt),
              })
            : '—',
        },
        { key: 'channel', label: t('admin.cards.channel'), children: channelLabel(card.channelName, t) },
      ]}
    />
  );

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

  const runningJobs = (jobs.data ?? []).filter((job) => job.state === 'running').length;
  const viewSwitch = (
    <Segmented<'cards' | 'jobs'>
      className="admin-card-view"
      value={view}
      onChange={showView}
      options={[
        { value: 'cards', label: t('admin.jobs.viewCards') },
        {
          value: 'jobs',
          label: runningJobs > 0 ? t('admin.jobs.listRunning', { count: runningJobs }) : t('admin.jobs.list'),
        },
      ]}
    />
  );
  const drawer = <CardJobDrawer jobId={jobId} onClose={() => setJobId(null)} />;

  if (view === 'jobs')
    return (
      <Flex vertical gap={16}>
        {viewSwitch}
        <CardJobsList onOpen={setJobId} />
        {drawer}
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      {viewSwitch}
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
            expandable={{
              expandedRowRender: more,
              columnWidth: 48,
              expandIcon: ({ expanded, onExpand, record }) => (
                <Button
                  type="text"
                  size="small"
                  className="admin-card-expand"
                  aria-expanded={expanded}
                  aria-label={t('admin.cards.more', { number: record.cardNumber })}
                  icon={expanded ? <DownOutlined /> : <RightOutlined />}
                  onClick={(event) => onExpand(record, event)}
                />
              ),
            }}
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
      {drawer}
    </Flex>
  );
}
