import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { isActingAsAnotherUser } from '../../../lib/acting-as.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { WebhooksTab } from '../components/webhooks-tab.tsx';

/**
 * /integrations (issue #59): what connects the customer's own systems to the portal, one tab each. The API
 * keys' tab joins this one when both branches meet.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const actingAs = useAuth((state) => isActingAsAnotherUser(state.accessToken));
  const items = [
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
      <Tabs items={items} defaultActiveKey="webhooks" />
    </section>
  );
}
