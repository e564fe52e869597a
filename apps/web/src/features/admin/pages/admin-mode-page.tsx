import '../admin.css';
import { Select, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { AuditLogTab } from '../components/audit-log-tab.tsx';
import { CardListTab } from '../components/card-list-tab.tsx';
import { CustomerListTab } from '../components/customer-list-tab.tsx';
import { DeliveriesTab } from '../components/deliveries-tab.tsx';

const TABS = ['customers', 'cards', 'audit', 'deliveries'] as const;
type TabKey = (typeof TABS)[number];

/**
 * Admin Management (spec §2): Customer List, Card List, the Audit Log, and the deliveries to the carrier and by
 * mail that failed; the tab is kept in `?tab=`.
 */
export function AdminModePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'customers';
  const phone = useMediaQuery(PHONE_QUERY);
  const open = (key: string) => setParams(key === 'customers' ? {} : { tab: key }, { replace: true });
  const sections = [
    { key: 'customers', label: t('admin.tabs.customers'), children: <CustomerListTab /> },
    { key: 'cards', label: t('admin.tabs.cards'), children: <CardListTab /> },
    { key: 'audit', label: t('admin.tabs.audit'), children: <AuditLogTab /> },
    { key: 'deliveries', label: t('admin.tabs.deliveries'), children: <DeliveriesTab /> },
  ];

  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <Typography.Title id="admin-title" level={1}>
        {t('route.adminMode')}
      </Typography.Title>
      {phone ? (
        // Four tab labels do not fit a phone's width (antd would hide some behind a "more" button): a
        // select names the section shown and lists the others.
        <>
          <Select
            className="admin-section-select"
            aria-label={t('route.adminMode')}
            value={active}
            onChange={open}
            options={sections.map(({ key, label }) => ({ value: key, label }))}
          />
          {sections.find((section) => section.key === active)?.children}
        </>
      ) : (
        <Tabs activeKey={active} onChange={open} items={sections} destroyOnHidden />
      )}
    </section>
  );
}
