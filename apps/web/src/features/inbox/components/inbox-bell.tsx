import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import './inbox-bell.css';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadCount } from '../api/inbox-api.ts';

/** The most the bell writes out; more reads "99+" (antd's overflow). */
const BELL_MAX = 99;

/**
 * The header's bell (issue #68): how many inbox items are unread, asked for every minute and whenever the window
 * regains focus; a tap opens the inbox. Only for a logged-in person (the account menu renders it). Its name says
 * the count, so a screen reader hears what the badge shows.
 */
export function InboxBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true).data?.unread ?? 0;
  return (
    <NavLink
      to="/inbox"
      className="inbox-bell"
      aria-label={unread > 0 ? t('layout.inboxUnread', { count: unread }) : t('layout.inbox')}
    >
      <Badge count={unread} overflowCount={BELL_MAX} size="small" offset={[2, -2]}>
        <BellOutlined aria-hidden className="inbox-bell-icon" />
      </Badge>
    </NavLink>
  );
}
