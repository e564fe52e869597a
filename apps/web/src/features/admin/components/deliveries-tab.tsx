import type { FailedCarrierCommand, FailedMail } from '@simportal/contract/api/deliveries';
import { Alert, Button, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { type DeliveryKind, useFailedDeliveries, useRetryDelivery } from '../api/deliveries-api.ts';
import { reasonOf } from '../failure.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';

/** One failed delivery as an entry: what and for whom, its state, tries and error, and the retry button. */
function DeliveryItem({
  title,
  dead,
  facts,
  error,
  retry,
}: {
  title: string;
  dead: boolean;
  facts: string[];
  error: string | null;
  retry: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="delivery-item">
      <div className="delivery-item-head">
        <strong>{title}</strong>
        <Tag className={dead ? 'delivery-dead' : 'delivery-retrying'}>
          {t(dead ? 'admin.deliveries.dead' : 'admin.deliveries.retrying')}
        </Tag>
      </div>
      <p className="delivery-facts">{facts.join(' · ')}</p>
      {error && (
        <p className="delivery-error">
          {t('admin.deliveries.error')} <code>{error}</code>
        </p>
      )}
      <div>{retry}</div>
    </li>
  );
}

/**
 * Failed deliveries: what the portal could not tell the carrier or send by mail after a change. Those still
 * being retried show their next try; those given up wait for an administrator, who can send one again now
 * (the server audits it). The list follows the background retries while it is open.
 */
export function DeliveriesTab() {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const { notification } = useFeedback();
  const query = useFailedDeliveries();
  const retry = useRetryDelivery();
  // sending again serves a customer: a viewer sees the failures, not the button (issue #34)
  const mayRetry = useAdminMay('serve');

  const retryButton = (kind: DeliveryKind, id: number, what: string, enabled = true) =>
    mayRetry && (
      <Button
        size="small"
        disabled={!enabled}
        loading={retry.isPending && retry.variables?.id === id && retry.variables.kind === kind}
        aria-label={t('admin.deliveries.retryFor', { what })}
        onClick={() =>
          retry.mutate(
            { kind, id },
            {
              onSuccess: (result) =>
                ['DONE', 'sent'].includes(result.status)
                  ? notification.success({ title: t('admin.deliveries.sent'), role: 'status' })
                  : notification.warning({ title: t('admin.deliveries.stillFailing'), role: 'status' }),
              onError: (error) => {
                const reason = reasonOf(error);
                if (reason !== null) {
                  notification.error({
                    title: t('admin.deliveries.retryFailed'),
                    description: translateMessage(reason),
                    role: 'alert',
                  });
                }
              },
            },
          )
        }
      >
        {t('admin.deliveries.retry')}
      </Button>
    );

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon title={t('admin.deliveries.loadFailed')} />;
  const { carrierCommands, mails } = query.data;

  const commandTitle = (command: FailedCarrierCommand) =>
    `${t(`admin.deliveries.action.${command.action}`)} · ${t('admin.deliveries.card', { number: command.cardNumber })}`;
  const mailTitle = (mail: FailedMail) => `${mail.subject} · ${mail.toAddress}`;

  return (
    <div className="deliveries">
      <Typography.Paragraph className="deliveries-intro">{t('admin.deliveries.intro')}</Typography.Paragraph>

      <section aria-labelledby="deliveries-carrier">
        <h2 id="deliveries-carrier" className="deliveries-title">
          {t('admin.deliveries.carrierTitle')}
        </h2>
        {carrierCommands.length === 0 ? (
          <SmallEmpty description={t('admin.deliveries.emptyCarrier')} />
        ) : (
          <ul className="delivery-list">
            {carrierCommands.map((command) => (
              <DeliveryItem
                key={command.id}
                title={commandTitle(command)}
                dead={command.status === 'DEAD'}
                facts={[
                  t('admin.deliveries.created', { at: when(command.createdAt) }),
                  t('admin.deliveries.attempts', { count: command.attempts }),
                  ...(command.nextAttemptAt
                    ? [t('admin.deliveries.next', { at: when(command.nextAttemptAt) })]
                    : []),
                  ...(command.waitingBehind > 0
                    ? [t('admin.deliveries.waiting', { count: command.waitingBehind })]
                    : []),
                ]}
                error={command.lastError}
                retry={retryButton('carrier-commands', command.id, commandTitle(command))}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="deliveries-mail">
        <h2 id="deliveries-mail" className="deliveries-title">
          {t('admin.deliveries.mailTitle')}
        </h2>
        {mails.length === 0 ? (
          <SmallEmpty description={t('admin.deliveries.emptyMail')} />
        ) : (
          <ul className="delivery-list">
            {mails.map((mail) => (
              <DeliveryItem
                key={mail.id}
                title={mailTitle(mail)}
                dead={mail.status === 'dead'}
                facts={[
                  t('admin.deliveries.created', { at: when(mail.createdAt) }),
                  t('admin.deliveries.attempts', { count: mail.attempts }),
                  ...(mail.nextAttemptAt
                    ? [t('admin.deliveries.next', { at: when(mail.nextAttemptAt) })]
                    : []),
                  ...(mail.retryable ? [] : [t('admin.deliveries.withdrawn')]),
                ]}
                error={mail.error}
                retry={retryButton('mails', mail.id, mailTitle(mail), mail.retryable)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
