import type { SimCard } from '@simportal/contract/api/sims';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteCard, useStopBilling } from '../api/sims-api.ts';
import { offersActivation } from '../card-terms.ts';

/** Tells the user why an action failed, unless the http client already did. */
const reportFailure = (error: unknown, fallback: string) => {
  if (isApiError(error)) {
    if (!error.notified) notifyError(error.message);
  } else {
    notifyError(fallback);
  }
};

/**
 * What can be done with a card: activate it through a basic plan (ordering is on /plan), Stop Billing after a
 * confirmation that says a paused card costs nothing, Delete after one that says it is irreversible.
 */
export function CardActions({ card }: { card: SimCard }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const stop = useStopBilling();
  const remove = useDeleteCard();
  const cardNumber = card.cardNumber;

  const confirmStopBilling = () =>
    modal.confirm({
      title: t('sims.stopBilling.title', { card: cardNumber }),
      content: (
        <>
          <p>{t('sims.stopBilling.costsNothing')}</p>
          <p>{t('sims.stopBilling.howToResume')}</p>
        </>
      ),
      okText: t('sims.stopBilling.confirm'),
      cancelText: t('sims.cancel'),
      onOk: async () => {
        try {
          await stop.mutateAsync(card.id);
          notifySuccess('stop_billing_success');
        } catch (error) {
          reportFailure(error, 'stop_billing_failed');
        }
      },
    });

  const confirmDelete = () =>
    modal.confirm({
      title: t('sims.delete.title', { card: cardNumber }),
      content: (
        <>
          <p>
            <strong>{t('sims.delete.irreversible')}</strong>
          </p>
          <p>{t('sims.delete.historyStays')}</p>
        </>
      ),
      okText: t('sims.delete.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('sims.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(card.id);
          notifySuccess('delete_card_success');
        } catch (error) {
          reportFailure(error, 'delete_card_failed');
        }
      },
    });

  return (
    <div className="sim-card-actions">
      {card.type === 'ESIM' && (
        <Link
          to={`/mySims/${card.id}/esim`}
          className="sim-esim-link"
          aria-label={t('esim.entry.installFor', { card: cardNumber })}
        >
          {t('esim.entry.install')}
        </Link>
      )}
      {offersActivation(card) && (
        <Link to="/plan" className="sim-activate-link">
          {t('sims.activate')}
        </Link>
      )}
      {card.canStopBilling && (
        <Button
          size="small"
          loading={stop.isPending}
          onClick={confirmStopBilling}
          aria-label={t('sims.stopBilling.buttonFor', { card: cardNumber })}
        >
          {t('sims.stopBilling.button')}
        </Button>
      )}
      <Button
        size="small"
        danger
        loading={remove.isPending}
        onClick={confirmDelete}
        aria-label={t('sims.delete.buttonFor', { card: cardNumber })}
      >
        {t('sims.delete.button')}
      </Button>
    </div>
  );
}
