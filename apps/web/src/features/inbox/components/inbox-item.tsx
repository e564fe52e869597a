import type { InboxItem as Item } from '@simportal/contract/api/inbox';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { whenReceived } from '../inbox-time.ts';

/**
 * One thing the person was told: its title, its words and when, opening the page that acts on it. Unread reads
 * as such without colour: a dot, a bold title and, for a screen reader, the word.
 */
export function InboxItem({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <li className={item.read ? 'inbox-item' : 'inbox-item inbox-item-unread'}>
      <Link to={item.link} className="inbox-item-link" onClick={() => onOpen(item)}>
        <span className="inbox-item-dot" aria-hidden />
        <span className="inbox-item-text">
          <span className="inbox-item-title">
            {item.read ? null : <span className="visually-hidden">{t('inbox.unreadMark')} </span>}
            {item.title}
          </span>
          <span className="inbox-item-body">{item.body}</span>
          <time
            className="inbox-item-time"
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt, locale)}
          >
            {whenReceived(item.createdAt, locale)}
          </time>
        </span>
      </Link>
    </li>
  );
}
