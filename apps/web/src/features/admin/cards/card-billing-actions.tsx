import type { AdminCard } from '@simportal/contract/api/admin';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_ICONS } from '../../../components/status-icons.tsx';
import { useResumeCardBilling, useStopCardBilling, useTakeBackCard } from '../api/cards-api.ts';
import { useOutcome } from '../use-outcome.ts';

/** Whether the console offers billing actions on the card: a card someone holds, to a role that serves. */
export const billingActionsOf = (card: AdminCard, serve: boolean) => {
  const held = serve && card.holder !== null;
  return {
    stop: held && (card.status === 'USING' || card.status === 'SUSPEND'),
    resume: held && card.currentPlan !== null && (card.status === 'PAUSED' || card.status === 'SUSPEND'),
    changePlan: held,
    takeBack: held,
  };
};

/**
 * The row actions on a held card (issue #59): stop billing, resume billing (the holder's balance pays today's
 * fee: the server may ask for a step-up), change plan (a dialog the list opens) and take back (the holder is
 * mailed; a step-up too). Each asks first; take back is a plain button, red only in its confirmation, so a
 * phone's list is not a column of red buttons.
 */
export function CardBillingActions({
  card,
  serve,
  size,
  onChangePlan,
}: {
  card: AdminCard;
  serve: boolean;
  size: 'small' | undefined;
  onChangePlan?: (card: AdminCard) => void;
}) {
  const { t } = useTranslation();
  const stop = useStopCardBilling();
  const resume = useResumeCardBilling();
  const takeBack = useTakeBackCard();
  const { succeeded, failed } = useOutcome();
  const can = billingActionsOf(card, serve);
  const number = card.cardNumber;
  return (
    <>
      {can.stop && (
        <Popconfirm
          icon={STATUS_ICONS.warning}
          title={t('admin.cards.stopTitle', { number })}
          description={t('admin.cards.stopText')}
          okText={t('admin.cards.stopBilling')}
          cancelText={t('admin.common.cancel')}
          onConfirm={() =>
            stop.mutateAsync(card.id).then(
              () => succeeded('admin.cards.stopped'),
              (error: unknown) => failed('admin.cards.stopFailed', error),
            )
          }
        >
          <Button size={size} aria-label={t('admin.cards.stopBillingOf', { number })}>
            {t('admin.cards.stopBilling')}
          </Button>
        </Popconfirm>
      )}
      {can.resume && (
        <Popconfirm
          icon={STATUS_ICONS.warning}
          title={t('admin.cards.resumeTitle', { number })}
          description={t('admin.cards.resumeText')}
          okText={t('admin.cards.resumeBilling')}
          cancelText={t('admin.common.cancel')}
          onConfirm={() =>
            resume.mutateAsync(card.id).then(
              () => succeeded('admin.cards.resumed'),
              (error: unknown) => failed('admin.cards.resumeFailed', error),
            )
          }
        >
          <Button size={size} aria-label={t('admin.cards.resumeOf', { number })}>
            {t('admin.cards.resumeBilling')}
          </Button>
        </Popconfirm>
      )}
      {can.changePlan && onChangePlan && (
        <Button
          size={size}
          onClick={() => onChangePlan(card)}
          aria-label={t('admin.cards.changePlanOf', { number })}
        >
          {t('admin.cards.changePlan')}
        </Button>
      )}
      {can.takeBack && (
        <Popconfirm
          icon={STATUS_ICONS.warning}
          title={t('admin.cards.takeBackTitle', { number, holder: card.holder?.username ?? '' })}
          description={t('admin.cards.takeBackText')}
          okText={t('admin.cards.takeBack')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.common.cancel')}
          onConfirm={() =>
            takeBack.mutateAsync(card.id).then(
              () => succeeded('admin.cards.takenBack'),
              (error: unknown) => failed('admin.cards.takeBackFailed', error),
            )
          }
        >
          <Button size={size} aria-label={t('admin.cards.takeBackOf', { number })}>
            {t('admin.cards.takeBack')}
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
