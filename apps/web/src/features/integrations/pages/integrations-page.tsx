import '../integrations.css';
import { Skeleton, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isActingAsAnotherUser } from '../../../lib/acting-as.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { ApiKeysTab } from '../components/api-keys-tab.tsx';

/** The second tab, with its dialogs and delivery log, arrives when first opened (decision 0100). */
const WebhooksTab = lazyPart(
  () => import('../components/webhooks-tab.tsx').then((m) => m.WebhooksTab),
  () => <Skeleton active paragraph={{ rows: 4 }} />,
);

/**
 * /integrations: how a customer's own systems act on their cards and hear of what happens (issue #59). One tab
 * per way in; a new one joins by adding its item.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const actingAs = useAuth((state) => isActingAsAnotherUser(state.accessToken));
  const items: TabsProps['items'] = [
    { key: 'api-keys', label: t('integrations.tabs.apiKeys'), children: <ApiKeysTab actingAs={actingAs} /> },
    {
      key: 'webhooks',
      label: t('integrations.tabs.webhooks'),
      children: <WebhooksTab actingAs={actingAs} />,
    },
  ];
  return (
    <section aria-labelledby="page-title" className="integrations-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.integrations')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('integrations.intro')}</Typography.Paragraph>
      <Tabs items={items} />
    </section>
  );
}
