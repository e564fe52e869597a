import '../admin.css';
import { Alert, Flex, Select, Skeleton, Tabs } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Typography } from '../../../components/typography.tsx';
import { NARROW_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useOverviewQueues } from '../api/dashboard-api.ts';
import { useSecondFactorStatus } from '../api/second-factor-api.ts';
import { CustomerListTab } from '../customers/customer-list-tab.tsx';
import { OverviewTab } from '../overview/overview-tab.tsx';
import { PayOrderDialog } from '../pay-orders/pay-order-dialog.tsx';
import { useAdminMay, useAdminRole } from '../roles/use-admin-may.ts';
import { StepUpDialog } from '../step-up/step-up-dialog.tsx';

/** A section's stand-in while its code arrives. */
const sectionPlaceholder = () => <Skeleton active paragraph={{ rows: 6 }} />;
/**
 * The sections the page does not land on arrive when first opened (the Network tab since issue #69, the others
 * since decision 0100): their tables, date pickers, forms and schemas are not part of the page's first load. The
 * landings, the Overview and the Customer List, come with the page.
 */
const lazySection = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, sectionPlaceholder);
const CardListTab = lazySection(() => import('../cards/card-list-tab.tsx').then((m) => m.CardListTab));
const CatalogueTab = lazySection(() => import('../catalogue/catalogue-tab.tsx').then((m) => m.CatalogueTab));
const SupportSettingsTab = lazySection(() =>
  import('../support/support-settings-tab.tsx').then((m) => m.SupportSettingsTab),
);
const AuditLogTab = lazySection(() => import('../audit-log/audit-log-tab.tsx').then((m) => m.AuditLogTab));
const DeliveriesTab = lazySection(() =>
  import('../deliveries/deliveries-tab.tsx').then((m) => m.DeliveriesTab),
);
const NetworkTab = lazySection(() => import('../network/network-tab.tsx').then((m) => m.NetworkTab));
const AdministratorsTab = lazySection(() =>
  import('../administrators/administrators-tab.tsx').then((m) => m.AdministratorsTab),
);
const SecondFactorPanel = lazySection(() =>
  import('../security/second-factor-panel.tsx').then((m) => m.SecondFactorPanel),
);

const TABS = [
  'overview',
  'customers',
  'cards',
  'catalogue',
  'support',
  'audit',
  'deliveries',
  'network',
  'administrators',
  'security',
] as const;
type TabKey = (typeof TABS)[number];

/**
 * The section /adminMode opens without a tab, chosen once per visit (null until known): the Overview, whose top is
 * the pay-order queue, for an administrator who may confirm pay orders while some wait, or refunds wait for review
 * (decision 0101); otherwise the Customer
 * List. `landsBare`: the visit opened without a tab (one that named a tab lands on the Customer List when it leaves
 * it for /adminMode, as before).
 */
function useLanding(landsBare: boolean): TabKey | null {
  const mayConfirm = useAdminMay('serve');
  const [landing, setLanding] = useState<TabKey | null>(() => (landsBare && mayConfirm ? null : 'customers'));
  // asked while undecided only: the Overview keeps its own count fresh
  const waiting = useOverviewQueues(landing === null);
  // today's count, not one a previous visit left in the cache
  if (landing === null && (waiting.isFetchedAfterMount || waiting.isError))
    setLanding(
      (waiting.data?.payOrdersWaiting ?? 0) + (waiting.data?.refundsWaiting ?? 0) > 0
        ? 'overview'
        : 'customers',
    );
  return landing;
}

/**
 * Admin Management (spec §2): the Overview of the business (issue #20), Customer List, Card List, the Catalogue
 * (decision 0026), Support (how customers reach the administrators to pay, issue #32), the Audit Log, and the
 * deliveries to the carrier and by mail that failed, the Network (reconciliation with the carrier's platform, issue #69);
 * `?order=PO-…` opens that pay order to confirm; the tab is kept in
 * `?tab=`. The Overview comes first in the row. /adminMode without a tab lands an administrator who may confirm pay
 * orders on the Overview, whose top is the queue, when orders are waiting (issue #56); anyone else, or when none
 * waits, on the Customer List. The landing is chosen once per visit: confirming the last order does not move the
 * page. Two-step verification (decision 0041) is the last tab; when the operator requires it
 * and this administrator has none yet, it is all the page shows. Administrators (issue #34) is an owner's; a support
 * or viewer administrator is told their role, and the sections show only the actions it allows.
 */
export function AdminModePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const role = useAdminRole();
  const owner = useAdminMay('manage');
  const requested = params.get('tab');
  const offered = (key: TabKey) => key !== 'administrators' || owner;
  // an address with a search or an open customer is the Customer List's (an exit from a customer's view returns
  // to it), whatever waits
  const landing = useLanding(requested === null && !params.has('q') && !params.has('customer'));
  const active: TabKey | null =
    TABS.includes(requested as TabKey) && offered(requested as TabKey) ? (requested as TabKey) : landing;
  const narrow = useMediaQuery(NARROW_QUERY);
  const secondFactor = useSecondFactorStatus();
  // the page's landing needs no tab in the address; any other section is named there
  const open = (key: string) => setParams(key === landing ? {} : { tab: key }, { replace: true });
  const sections = [
    { key: 'overview', label: t('admin.tabs.overview'), children: <OverviewTab /> },
    { key: 'customers', label: t('admin.tabs.customers'), children: <CustomerListTab /> },
    { key: 'cards', label: t('admin.tabs.cards'), children: <CardListTab /> },
    { key: 'catalogue', label: t('admin.tabs.catalogue'), children: <CatalogueTab /> },
    { key: 'support', label: t('support.admin.tab'), children: <SupportSettingsTab /> },
    { key: 'audit', label: t('admin.tabs.audit'), children: <AuditLogTab /> },
    { key: 'deliveries', label: t('admin.tabs.deliveries'), children: <DeliveriesTab /> },
    {
      key: 'network',
      label: t('admin.tabs.network'),
      children: <NetworkTab />,
    },
    { key: 'administrators', label: t('admin.tabs.administrators'), children: <AdministratorsTab /> },
    { key: 'security', label: t('admin.tabs.security'), children: <SecondFactorPanel /> },
  ].filter((section) => offered(section.key as TabKey));
  // the operator requires a second factor and this administrator has none yet: nothing else until it is on
  const mustEnrol = secondFactor.data?.required === true && !secondFactor.data.enabled;

  return (
    <Flex vertical gap={8} component="section" className="admin-page" aria-labelledby="admin-title">
      <Typography.Title id="admin-title" level={1}>
        {t('route.adminMode')}
      </Typography.Title>
      {!owner && (
        <Alert
          className="admin-role-note"
          type="info"
          showIcon
          title={t('admin.roles.youAre', {
            role: t(`admin.roles.${role}`),
            text: t(`admin.roles.${role}Text`),
          })}
        />
      )}
      {mustEnrol ? (
        <SecondFactorPanel gate />
      ) : secondFactor.isLoading || active === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : narrow ? (
        // The tab labels do not fit a phone's or a tablet's width (antd would hide some behind a "more"
        // button): a select names the section shown and lists the others. Its options' values are the sections'
        // names, not their keys: antd writes each value into the list a screen reader reads (issue #56).
        <>
          <Select
            className="admin-section-select"
            aria-label={t('route.adminMode')}
            value={sections.find((section) => section.key === active)?.label}
            onChange={(name: string) => {
              const chosen = sections.find((section) => section.label === name);
              if (chosen) open(chosen.key);
            }}
            options={sections.map(({ label }) => ({ value: label, label }))}
          />
          {sections.find((section) => section.key === active)?.children}
        </>
      ) : (
        <Tabs activeKey={active} onChange={open} items={sections} destroyOnHidden />
      )}
      {!mustEnrol && !secondFactor.isLoading && <PayOrderDialog />}
      <StepUpDialog />
    </Flex>
  );
}
