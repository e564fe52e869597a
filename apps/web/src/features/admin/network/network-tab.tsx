import type { NetworkDifference, ReconciliationRun } from '@simportal/contract/api/network-admin';
import { Alert, Button, Flex, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { Typography } from '../../../components/typography.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useNetworkDifferences, useReconcileNow } from '../api/network-api.ts';
import { reasonOf } from '../failure.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';

/** A command's state as a tag: sent again (delivered) reads as done, a given-up one as needing a person. */
const COMMAND_TAG: Record<string, string | undefined> = {
  delivered: 'network-command-sent',
  failed: 'delivery-retrying',
  dead: 'delivery-dead',
};

function DifferenceItem({ difference }: { difference: NetworkDifference }) {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const value = (v: string) => t(`admin.network.value.${v}`);
  const command = difference.commandState ?? 'gone';
  const facts = [
    t('admin.network.portal', { value: value(difference.wanted) }),
    t('admin.network.network', { value: value(difference.found) }),
  ];
  const times = [
    t('admin.network.found', { at: when(difference.foundAt) }),
    ...(difference.closedAt ? [t('admin.network.closed', { at: when(difference.closedAt) })] : []),
    ...(difference.sent > 1 ? [t('admin.network.sentTimes', { count: difference.sent })] : []),
  ];
  return (
    <Flex vertical gap={4} component="li" className="delivery-item network-item">
      <Flex wrap align="center" justify="space-between" gap={8} className="delivery-item-head">
        <strong>{t('admin.network.card', { number: difference.cardNumber })}</strong>
        <Flex wrap gap={4} component="span">
          <Tag>{t(`admin.network.aspect.${difference.aspect}`)}</Tag>
          <Tag className={COMMAND_TAG[command]}>
            {t(`admin.deliveries.action.${difference.action}`)} · {t(`admin.network.command.${command}`)}
          </Tag>
        </Flex>
      </Flex>
      <p className="network-states">{facts.join(' · ')}</p>
      <p className="delivery-facts">{times.join(' · ')}</p>
    </Flex>
  );
}

function DifferenceList({ items, empty }: { items: NetworkDifference[]; empty: string }) {
  if (items.length === 0) return <SmallEmpty description={empty} />;
  return (
    <Flex vertical gap={8} component="ul" className="delivery-list network-list">
      {items.map((difference) => (
        <DifferenceItem key={difference.id} difference={difference} />
      ))}
    </Flex>
  );
}

/** What a run found, in a sentence: a finished one's figures, or one still under way. */
function useRunWords() {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  return (run: ReconciliationRun) =>
    run.finishedAt === null
      ? t('admin.network.running', { at: when(run.startedAt) })
      : t('admin.network.lastRun', {
          at: when(run.finishedAt),
          checked: run.checked,
          differences: run.differences,
          repaired: run.repaired,
        });
}

/**
 * Admin Management › Network (issue #69, decision 0095): each card's state in the portal against the network's.
 * The network drift (the differences still open), the newest check, "Reconcile now" with what it found, the open
 * differences oldest first with where each command is, and those closed in the last week. Reconciling sends
 * carrier commands: an administrator who may serve customers sees the button, a viewer the figures.
 */
export function NetworkTab() {
  const { t } = useTranslation();
  const query = useNetworkDifferences();
  const reconcile = useReconcileNow();
  const mayReconcile = useAdminMay('serve');
  const runWords = useRunWords();
  const [result, setResult] = useState<ReconciliationRun | null>(null);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon title={t('admin.network.loadFailed')} />;
  const { network, drift, open, closed, lastRun } = query.data;

  const reconcileNow = () => {
    setResult(null);
    reconcile.mutate(undefined, { onSuccess: setResult });
  };
  const failure = reconcile.isError ? reasonOf(reconcile.error) : null;

  return (
    <div className="network">
      <Typography.Paragraph className="network-intro">
        <strong>{t(`admin.network.inUse.${network}`)}</strong> {t('admin.network.intro')}
      </Typography.Paragraph>
      <Flex wrap align="center" justify="space-between" gap={16} className="network-head">
        <dl className={drift > 0 ? 'network-drift network-drift-attention' : 'network-drift'}>
          <dt>{t('admin.network.drift')}</dt>
          <dd className="network-drift-figure">{drift}</dd>
          <dd className="network-drift-note">{lastRun ? runWords(lastRun) : t('admin.network.never')}</dd>
        </dl>
        {mayReconcile && (
          <Button type="primary" loading={reconcile.isPending} onClick={reconcileNow}>
            {t('admin.network.reconcile')}
          </Button>
        )}
      </Flex>
      {result && (
        <Alert
          className="network-result"
          type={result.finishedAt === null ? 'info' : result.differences > 0 ? 'warning' : 'success'}
          showIcon
          role="status"
          title={
            result.finishedAt === null
              ? runWords(result)
              : t('admin.network.result', {
                  checked: result.checked,
                  differences: result.differences,
                  repaired: result.repaired,
                })
          }
          description={
            result.waiting > 0 ? t('admin.network.resultWaiting', { count: result.waiting }) : undefined
          }
        />
      )}
      {reconcile.isError && (
        <Alert
          className="network-result"
          type="error"
          showIcon
          role="alert"
          title={t('admin.network.failed')}
          description={failure === null ? undefined : translateMessage(failure)}
        />
      )}
      <h3 className="network-subtitle">{t('admin.network.openTitle')}</h3>
      <DifferenceList items={open} empty={t('admin.network.empty')} />
      <h3 className="network-subtitle">{t('admin.network.closedTitle')}</h3>
      <DifferenceList items={closed} empty={t('admin.network.noneClosed')} />
    </div>
  );
}
