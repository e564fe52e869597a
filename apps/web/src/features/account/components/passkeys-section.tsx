import './passkeys-section.css';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import { CUSTOMER_PASSKEYS_MAX } from '@simportal/contract/api/passkeys';
import type { Passkey } from '@simportal/contract/api/second-factor';
import { Alert, Button, Flex, Popconfirm, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale, loadTexts } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { passkeysSupported } from '../../../lib/passkey.ts';
import { usePasskeys, useRemovePasskey } from '../api/passkeys-api.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';

/** A failed call that the http client has not already explained (a toast, or the login page). */
const reportFailure = (error: unknown) => {
  if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
};

/** One passkey: its name, when it was added and last used, and its removal after a confirmation. */
function PasskeyItem({ passkey, canRemove }: { passkey: Passkey; canRemove: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { notification } = useFeedback();
  const remove = useRemovePasskey();
  return (
    <Flex wrap align="flex-start" gap="8px 12px" component="li" className="passkey-item">
      <span className="passkey-icon" aria-hidden="true">
        <KeyOutlined />
      </span>
      <div className="passkey-body">
        <Typography.Text strong>{passkey.name}</Typography.Text>
        <div className="passkey-meta">
          {t('passkeys.added', { when: formatDateTime(passkey.createdAt, locale) })}
        </div>
        <div className="passkey-meta">
          {passkey.lastUsedAt
            ? t('passkeys.lastUsed', { when: formatDateTime(passkey.lastUsedAt, locale) })
            : t('passkeys.neverUsed')}
        </div>
      </div>
      <Popconfirm
        title={t('passkeys.removeTitle', { name: passkey.name })}
        description={t('passkeys.removeText')}
        okText={t('passkeys.remove')}
        okButtonProps={{ danger: true }}
        cancelText={t('passkeys.cancel')}
        disabled={!canRemove}
        onConfirm={() =>
          remove.mutate(passkey.id, {
            onSuccess: () => notification.success({ title: t('passkeys.removed'), role: 'status' }),
            onError: reportFailure,
          })
        }
      >
        <Button
          size="small"
          danger
          className="passkey-remove"
          disabled={!canRemove}
          loading={remove.isPending}
          aria-label={t('passkeys.removeOf', { name: passkey.name })}
        >
          {t('passkeys.remove')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/**
 * Personal Center › Passkeys (issue #71, decision 0105): the passkeys that log this person in without their
 * password, for owners and members alike; each removable after a confirmation, a new one added with the current
 * password. An administrator in a customer's view sees them and changes nothing (the server refuses too).
 */
export function PasskeysSection({ actingAs, onActingAs }: { actingAs: boolean; onActingAs: () => void }) {
  const { t } = useTranslation();
  const query = usePasskeys();
  const supported = passkeysSupported();

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  } else if (query.isError) {
    body = <LoadFailed query={query} title={t('passkeys.loadFailed')} compact />;
  } else {
    const passkeys = query.data;
    const full = passkeys.length >= CUSTOMER_PASSKEYS_MAX;
    body = (
      <>
        {actingAs ? (
          <Alert type="info" showIcon title={t('passkeys.actingAs')} className="personal-note" />
        ) : null}
        {passkeys.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('passkeys.none')}</Typography.Paragraph>
        ) : (
          <ul className="passkey-list" aria-labelledby="passkeys-title">
            {passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} canRemove={!actingAs} />
            ))}
          </ul>
        )}
        {!supported ? (
          <Typography.Paragraph type="secondary">{t('passkeys.unsupported')}</Typography.Paragraph>
        ) : full ? (
          <Typography.Paragraph type="secondary">
            {t('passkeys.full', { max: CUSTOMER_PASSKEYS_MAX })}
          </Typography.Paragraph>
        ) : (
          <AddPasskeyForm disabled={actingAs} onActingAs={onActingAs} />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="passkeys-title" className="personal-section">
      <Typography.Title id="passkeys-title" level={2} className="personal-section-title">
        {t('passkeys.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('passkeys.intro')}</Typography.Paragraph>
      {body}
    </section>
  );
}

/**
 * The section once its texts (locales/<locale>/passkeys.json) have arrived, for the page's lazy part: asked here,
 * after the page's first load, they cost it no byte, and a failed fetch fails the part's load, which lazyPart
 * reports and asks again.
 */
export const loadWithTexts = async () => {
  await loadTexts(['passkeys']);
  return PasskeysSection;
};
