import type { InboxItem as Item } from '@simportal/contract/api/inbox';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useInboxPages } from '../api/inbox-api.ts';
import { InboxItem } from './inbox-item.tsx';

/**
 * The inbox's items, newest first, a page at a time ("Load more" asks for the items before the last shown):
 * a skeleton while the first page loads, what failed with a retry, and what will appear here while nothing has.
 */
export function InboxList({ admin, onOpen }: { admin: boolean; onOpen: (item: Item) => void }) {
  const { t } = useTranslation();
  const inbox = useInboxPages();
  if (inbox.isPending) {
    return (
      <div className="inbox-loading" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (inbox.isError) return <LoadFailed query={inbox} title={t('inbox.loadFailed')} />;
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <SmallEmpty
        className="inbox-empty"
        description={
          <>
            <Typography.Text strong>{t('inbox.empty.title')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t(admin ? 'inbox.empty.admin' : 'inbox.empty.customer')}
            </Typography.Text>
          </>
        }
      />
    );
  }
  return (
    <>
      <ul className="inbox-list">
        {items.map((item) => (
          <InboxItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      {inbox.isFetchNextPageError && (
        <Typography.Paragraph type="danger" className="inbox-end" role="alert">
          {t('inbox.moreFailed')}
        </Typography.Paragraph>
      )}
      {inbox.hasNextPage ? (
        <div className="inbox-more">
          <Button loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {t('inbox.loadMore')}
          </Button>
        </div>
      ) : (
        <Typography.Paragraph type="secondary" className="inbox-end">
          {t('inbox.end')}
        </Typography.Paragraph>
      )}
    </>
  );
}
