import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import LaptopOutlined from '@ant-design/icons/es/icons/LaptopOutlined';
import MobileOutlined from '@ant-design/icons/es/icons/MobileOutlined';
import TabletOutlined from '@ant-design/icons/es/icons/TabletOutlined';
import type { SessionInfo } from '@simportal/contract/api/auth';
import { Alert, Button, Flex, Popconfirm, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions-api.ts';
import { groupSessions, networkText, type SessionGroup } from '../session-groups.ts';

const DEVICE_ICONS: Record<NonNullable<SessionInfo['device']>, ReactNode> = {
  desktop: <LaptopOutlined />,
  mobile: <MobileOutlined />,
  tablet: <TabletOutlined />,
  tv: <DesktopOutlined />,
};

/** Green-8 under white text: antd's light green tag misses WCAG AA contrast (as the pay order tags say). */
const CURRENT_TAG_COLOR = '#237804';

/** A failed call that the http client has not already explained (a toast, or the login page). */
const reportFailure = (error: unknown) => {
  if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
};

/**
 * One device: what it ran on, where from, how many sessions it holds and its latest activity; a way to log it
 * out (all its sessions) unless this browser is one of them or it is an administrator's view.
 */
function SessionItem({ group, canEnd }: { group: SessionGroup; canEnd: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { notification } = useFeedback();
  const end = useEndSession();
  const [ending, setEnding] = useState(false);
  const session = group.latest;
  const count = group.sessions.length;
  const name = [session.browser ?? t('account.sessions.unknownBrowser'), session.os]
    .filter(Boolean)
    .join(' · ');
  const device = t(`account.sessions.device.${session.device ?? 'unknown'}`);
  const endAll = async () => {
    setEnding(true);
    try {
      for (const one of group.sessions) await end.mutateAsync(one.id);
      notification.success({ title: t('account.sessions.ended'), role: 'status' });
    } catch (error) {
      reportFailure(error);
    } finally {
      setEnding(false);
    }
  };
  return (
    <Flex wrap align="flex-start" gap="8px 12px" component="li" className="session-item">
      <span className="session-icon" aria-hidden="true">
        {DEVICE_ICONS[session.device ?? 'desktop']}
      </span>
      <div className="session-body">
        <Flex wrap align="center" gap="4px 8px" className="session-name">
          <Typography.Text strong>{name}</Typography.Text>
          {group.current ? (
            <Tag variant="solid" color={CURRENT_TAG_COLOR}>
              {t('account.sessions.current')}
            </Tag>
          ) : null}
        </Flex>
        <div className="session-meta">
          {session.network
            ? t('account.sessions.deviceOnNetwork', { device, network: networkText(session.network) })
            : device}
        </div>
        {count > 1 ? <div className="session-meta">{t('account.sessions.count', { count })}</div> : null}
        <div className="session-meta">
          {t('account.sessions.lastUsed', { when: formatDateTime(session.lastUsedAt, locale) })}
        </div>
        <div className="session-meta">
          {t('account.sessions.signedIn', { when: formatDateTime(session.signedInAt, locale) })}
        </div>
      </div>
      {canEnd && !group.current ? (
        <Popconfirm
          title={
            count > 1
              ? t('account.sessions.endTitleMany', { name, count })
              : t('account.sessions.endTitle', { name })
          }
          description={t('account.sessions.endText')}
          okText={t('account.sessions.end')}
          okButtonProps={{ danger: true }}
          cancelText={t('account.sessions.cancel')}
          onConfirm={() => void endAll()}
        >
          <Button size="small" danger loading={ending} className="session-end">
            {t('account.sessions.end')}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
}

/**
 * Personal Center › Sessions (issue #34): every browser and device signed in to the account, each device once
 * with its number of sessions and latest activity (issue #56), this one first and marked, each with a sign-out
 * after a confirmation, and one to sign out of all the others. An administrator in a customer's view sees them
 * but ends none (the server refuses too).
 */
export function SessionsSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const query = useSessions();
  const endOthers = useEndOtherSessions();

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (query.isError) {
    body = <LoadFailed query={query} title={t('account.sessions.loadFailed')} compact />;
  } else {
    const sessions = query.data.items;
    const others = sessions.filter((session) => !session.current).length;
    body = (
      <>
        {actingAs ? (
          <Alert type="info" showIcon title={t('account.sessions.actingAs')} className="personal-note" />
        ) : null}
        <ul className="session-list" aria-labelledby="sessions-title">
          {groupSessions(sessions).map((group) => (
            <SessionItem key={group.key} group={group} canEnd={!actingAs} />
          ))}
        </ul>
        {others === 0 ? (
          <Typography.Paragraph type="secondary">{t('account.sessions.onlyThis')}</Typography.Paragraph>
        ) : null}
        {others > 0 && !actingAs ? (
          <Popconfirm
            title={t('account.sessions.endOthersTitle', { count: others })}
            description={t('account.sessions.endText')}
            okText={t('account.sessions.endOthers')}
            okButtonProps={{ danger: true }}
            cancelText={t('account.sessions.cancel')}
            onConfirm={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  notification.success({
                    title: t('account.sessions.endedOthers', { count: ended }),
                    role: 'status',
                  }),
                onError: reportFailure,
              })
            }
          >
            <Button danger loading={endOthers.isPending}>
              {t('account.sessions.endOthers')}
            </Button>
          </Popconfirm>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="sessions-title" className="personal-section">
      <Typography.Title id="sessions-title" level={2} className="personal-section-title">
        {t('account.sessions.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.sessions.intro')}</Typography.Paragraph>
      {body}
    </section>
  );
}
