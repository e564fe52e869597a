import type { AdminCard } from '@simportal/contract/api/admin';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReleaseCard, useRevertStarterPack } from '../api/cards-api.ts';
import { useOutcome } from '../use-outcome.ts';

/**
 * What an administrator can do with one card: StarterPack set (a free card), reset and revert (a StarterPack
 * card), release (a card a customer deleted). A bound card in use has no admin action here.
 */
export function CardActions({
  card,
  onSet,
  onReset,
}: {
  card: AdminCard;
  onSet: (card: AdminCard) => void;
  onReset: (card: AdminCard) => void;
}) {
  const { t } = useTranslation();
  const revert = useRevertStarterPack();
  const release = useReleaseCard();
  const { succeeded, failed } = useOutcome();
  const free = card.holder === null && card.deletedAt === null;
  const number = card.cardNumber;

  return (
    <Space wrap size="small">
      {free && card.status === 'NOT_ACTIVE' && card.currentPlan === null && (
        <Button
          size="small"
          onClick={() => onSet(card)}
          aria-label={t('admin.starterPack.setOf', { number })}
        >
          {t(card.isStarterPack ? 'admin.starterPack.change' : 'admin.starterPack.set')}
        </Button>
      )}
      {free && card.isStarterPack && (
        <>
          <Button
            size="small"
            onClick={() => onReset(card)}
            aria-label={t('admin.starterPack.resetOf', { number })}
          >
            {t('admin.starterPack.reset')}
          </Button>
          <Popconfirm
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
            <Button size="small" danger aria-label={t('admin.starterPack.revertOf', { number })}>
              {t('admin.starterPack.revert')}
            </Button>
          </Popconfirm>
        </>
      )}
      {card.deletedAt !== null && card.holder === null && (
        <Popconfirm
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
          <Button size="small" aria-label={t('admin.cards.releaseOf', { number })}>
            {t('admin.cards.release')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
