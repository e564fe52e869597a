import { AUDIT_ACTIONS, type AuditEntry, type AuditListQuery } from '@simportal/contract/api/admin';
import { Button, DatePicker, Flex, Form, Input, Select, Table, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from '../../../components/clear-icon.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAuditLog } from '../api/audit-api.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { describeAuditDetails } from './audit-details.ts';

type AuditFilter = Omit<AuditListQuery, 'page' | 'pageSize'>;

interface FilterValues {
  actor?: string;
  action?: string;
  target?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const ANY = '';

/** The form's values as the API's filter: the picked days from the start of the first to the end of the last. */
export const toAuditFilter = (values: FilterValues): AuditFilter => ({
  actor: values.actor?.trim() || undefined,
  action: (values.action || undefined) as AuditFilter['action'],
  target: values.target?.trim() || undefined,
  from: values.range?.[0]?.startOf('day').toDate().toISOString(),
  to: values.range?.[1]?.endOf('day').toDate().toISOString(),
});

/** Audit Log: every administrator action, newest first; filter by actor, action, target and dates. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const { when, money, locale } = useAdminFormat();
  const phone = useMediaQuery(PHONE_QUERY);
  const currency = useCatalogue().data?.currency ?? 'USD';
  const words = {
    t,
    locale,
    when,
    money: (minor: number) => money(minor, currency),
    number: (value: number) => value.toLocaleString(locale),
  };
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const query = useAuditLog({ ...filter, ...paging });

  const search = (next: AuditFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  // who, in which role, and whether the action asked them to prove it was them again (issue #34)
  const actorOf = (entry: AuditEntry) =>
    [
      entry.actor.username,
      entry.actorRole && t('admin.audit.asRole', { role: t(`admin.roles.${entry.actorRole}`) }),
      entry.steppedUp && t('admin.audit.steppedUp'),
    ]
      .filter(Boolean)
      .join(' · ');

  const targetOf = (entry: AuditEntry) =>
    [entry.targetUser?.username, entry.targetCard?.cardNumber].filter(Boolean).join(' · ') || '—';

  // On a phone each entry is one block (action and time, who and on what, details), not six squeezed columns.
  const phoneColumns: TableProps<AuditEntry>['columns'] = [
    {
      key: 'entry',
      title: t('admin.tabs.audit'),
      render: (_, entry) => (
        <Flex vertical gap={2} className="audit-entry">
          <Flex wrap justify="space-between" gap="4px 8px">
            <strong>{t(`admin.audit.actions.${entry.action}`)}</strong>
            <span className="audit-entry-facts">{when(entry.at)}</span>
          </Flex>
          <span>
            {entry.targetUser || entry.targetCard ? `${actorOf(entry)} → ${targetOf(entry)}` : actorOf(entry)}
          </span>
          <span className="audit-entry-facts">{describeAuditDetails(entry.details, words)}</span>
        </Flex>
      ),
    },
  ];

  const columns: TableProps<AuditEntry>['columns'] = [
    { key: 'at', title: t('admin.audit.at'), render: (_, entry) => when(entry.at) },
    { key: 'actor', title: t('admin.audit.actor'), render: (_, entry) => actorOf(entry) },
    {
      key: 'action',
      title: t('admin.audit.action'),
      render: (_, entry) => t(`admin.audit.actions.${entry.action}`),
    },
    {
      key: 'target',
      title: t('admin.audit.target'),
      render: (_, entry) => targetOf(entry),
    },
    {
      key: 'details',
      title: t('admin.audit.details'),
      render: (_, entry) => (
        <Typography.Text className="admin-audit-details">
          {describeAuditDetails(entry.details, words)}
        </Typography.Text>
      ),
    },
    { key: 'ip', title: t('admin.audit.ip'), render: (_, entry) => entry.ip ?? '—' },
  ];

  return (
    <Flex vertical gap={16}>
      <Form<FilterValues>
        form={form}
        layout="inline"
        className="admin-filters"
        name="audit-filters"
        initialValues={{ action: ANY }}
        onFinish={(values) => search(toAuditFilter(values))}
      >
        <Form.Item name="actor" label={t('admin.audit.actor')}>
          <Input allowClear={{ clearIcon: <ClearIcon /> }} placeholder={t('admin.audit.actorPlaceholder')} />
        </Form.Item>
        <Form.Item name="action" label={t('admin.audit.action')}>
          <Select
            className="admin-filter-action"
            options={[
              { value: ANY, label: t('admin.common.any') },
              ...AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: t(`admin.audit.actions.${action}`),
              })),
            ]}
          />
        </Form.Item>
        <Form.Item name="target" label={t('admin.audit.target')}>
          <Input allowClear={{ clearIcon: <ClearIcon /> }} placeholder={t('admin.audit.targetPlaceholder')} />
        </Form.Item>
        <Form.Item name="range" label={t('admin.audit.dates')}>
          <DatePicker.RangePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('admin.common.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('admin.common.reset')}
          </Button>
        </Form.Item>
      </Form>
      {query.isError ? (
        <LoadFailed query={query} title={t('admin.common.loadFailed')} compact />
      ) : (
        <ScrollRegion label={t('admin.tabs.audit')}>
          <Table<AuditEntry>
            rowKey="id"
            size="middle"
            loading={query.isFetching}
            columns={phone ? phoneColumns : columns}
            showHeader={!phone}
            dataSource={query.data?.items ?? []}
            locale={{ emptyText: t('admin.audit.empty') }}
            pagination={{
              ...pageIcons,
              current: paging.page,
              pageSize: paging.pageSize,
              total: query.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) =>
                query.data?.totalCapped
                  ? t('admin.audit.totalCapped', { total: words.number(total) })
                  : t('admin.common.total', { total }),
              onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}
