import type { AdminCard } from '@simportal/contract/api/admin';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { useLiftBindLock, useReleaseCard, useRevertStarterPack } from '../api/cards-api.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useOutcome } from '../use-outcome.ts';
import { CardBillingActions } from './card-billing-actions.tsx';
import { CardConnectionButton } from './card-connection-button.tsx';

/**
 * What an administrator can do with one card: StarterPack set (a free card), reset and revert (a StarterPack
 * card), release (a card a customer deleted), lift the binding lock (too many wrong verify codes, issue #56), and
 * on a held card its billing (card-billing-actions.tsx, issue #59). Small buttons in a table's cell; in a phone's
 * list entry (`className`), buttons of a finger's size in a row of their own. Every card has its Connection
 * (issue #69), so the row is never empty.
 */
export function CardActions({
  card,
  onSet,
  onReset,
  onChangePlan,
  className,
}: {
  card: AdminCard;
  onSet: (card: AdminCard) => void;
  onReset: (card: AdminCard) => void;
  onChangePlan?: (card: AdminCard) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const revert = useRevertStarterPack();
  const release = useReleaseCard();
  const liftLock = useLiftBindLock();
  const { succeeded, failed } = useOutcome();
  const free = card.holder === null && card.deletedAt === null;
  const number = card.cardNumber;
  const size = className ? undefined : 'small';
  // StarterPack cards are the shop's offer (an owner's); releasing a deleted card serves a customer (issue #34)
  const manage = useAdminMay('manage');
  const serve = useAdminMay('serve');
  const canSet = manage && free && card.status === 'NOT_ACTIVE' && card.currentPlan === null;
  const canResetOrRevert = manage && free && card.isStarterPack;
  const canRelease = serve && card.deletedAt !== null && card.holder === null;
  // lifting a lock serves the customer who holds the card and mistyped its code, as a release does
  const canLift = serve && card.bindLockedUntil !== null;

  const actions: ReactNode = (
    <>
      {canSet && (
        <Button
          size={size}
          onClick={() => onSet(card)}
          aria-label={t(card.isStarterPack ? 'admin.starterPack.changeOf' : 'admin.starterPack.setOf', {
            number,
          })}
        >
          {t(card.isStarterPack ? 'admin.starterPack.change' : 'admin.starterPack.set')}
        </Button>
      )}
      {canResetOrRevert && (
        <>
          <Button
            size={size}
            onClick={() => onReset(card)}
            aria-label={t('admin.starterPack.resetOf', { number })}
          >
            {t('admin.starterPack.reset')}
          </Button>
          <Popconfirm
            icon={STATUS_ICONS.warning}
            title={t('admin.starterPack.revertTitle', { number })}
            description={t('admin.starterPack.revertText')}
            okText={t('admin.starterPack.revert')}
            cancelText={t('admin.common.cancel')}
            onConfirm={() =>
              revert.mutateAsync(card.id).then(
                () => succeeded('starterpack_revert_success'),
                (error: unknown) => failed('starterpack_revert_failed', error),
              )
            }
          >
            <Button size={size} danger aria-label={t('admin.starterPack.revertOf', { number })}>
              {t('admin.starterPack.revert')}
            </Button>
          </Popconfirm>
        </>
      )}
      {canRelease && (
        <Popconfirm
          icon={STATUS_ICONS.warning}
          title={t('admin.cards.releaseTitle', { number })}
          description={t('admin.cards.releaseText')}
          okText={t('admin.cards.release')}
          cancelText={t('admin.common.cancel')}
          onConfirm={() =>
            release.mutateAsync(card.id).then(
              () => succeeded('admin.cards.released'),
              (error: unknown) => failed('admin.cards.releaseFailed', error),
            )
          }
        >
          <Button size={size} aria-label={t('admin.cards.releaseOf', { number })}>
            {t('admin.cards.release')}
          </Button>
        </Popconfirm>
      )}
      {canLift && (
        <Popconfirm
          icon={STATUS_ICONS.warning}
          title={t('admin.cards.unlockTitle', { number })}
          description={t('admin.cards.unlockText')}
          okText={t('admin.cards.unlock')}
          cancelText={t('admin.common.cancel')}
          onConfirm={() =>
            liftLock.mutateAsync(card.id).then(
              () => succeeded('admin.cards.unlocked'),
              (error: unknown) => failed('admin.cards.unlockFailed', error),
            )
          }
        >
          <Button size={size} aria-label={t('admin.cards.unlockOf', { number })}>
            {t('admin.cards.unlock')}
          </Button>
        </Popconfirm>
      )}
      <CardBillingActions card={card} serve={serve} size={size} onChangePlan={onChangePlan} />
      {/* every role reads a card's connection (issue #69) */}
      <CardConnectionButton card={card} size={size} />
    </>
  );
  if (!className)
    return (
      <Space wrap size="small">
        {actions}
      </Space>
    );
  return <div className={className}>{actions}</div>;
}
