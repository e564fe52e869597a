import '../inbox.css';
import type { InboxItem } from '@simportal/contract/api/inbox';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { isActingAsAnotherUser } from '../../../lib/acting-as.ts';
import { isAdmin } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { useMarkRead, useUnreadCount } from '../api/inbox-api.ts';
import { InboxList } from '../components/inbox-list.tsx';

/**
 * /inbox (issue #68): what the portal told this person in the last 90 days, newest first, each item opening the
 * page that acts on it and marking it read. Administrators reach the same page for their own events. An
 * administrator in a customer's view reads the customer's inbox and marks nothing read (the server refuses it).
 */
export function InboxPage() {
  const { t } = useTranslation();
  const actingAs = useAuth((state) => isActingAsAnotherUser(state.accessToken));
  const admin = useAuth((state) => isAdmin(state.userInfo));
  const unread = useUnreadCount(true).data?.unread ?? 0;
  const markRead = useMarkRead();
  const open = (item: InboxItem) => {
    if (!item.read && !actingAs) markRead.mutate({ ids: [item.id] });
  };
  return (
    <section aria-labelledby="page-title" className="inbox-page">
      <div className="inbox-head">
        <Typography.Title id="page-title" level={1} className="page-title">
          {t('route.inbox')}
        </Typography.Title>
        {!actingAs && unread > 0 && (
          <Button
            loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('inbox.markAllRead')}
          </Button>
        )}
      </div>
      <Typography.Paragraph type="secondary">{t('inbox.intro')}</Typography.Paragraph>
      {actingAs && <Alert type="info" showIcon className="inbox-acting" title={t('inbox.actingAs')} />}
      <InboxList admin={admin} onOpen={open} />
    </section>
  );
}
