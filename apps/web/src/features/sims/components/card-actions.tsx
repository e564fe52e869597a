import type { CardBilling } from '@simportal/contract/api/billing';
import type { SimCard } from '@simportal/contract/api/sims';
import { Button, Flex, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { localized } from '../../../lib/catalogue-terms.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDay } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isMember } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { BuyAddOnDialog, OrderPlanDialog } from '../../billing/components/orders/lazy-dialogs.ts';
import { useKnownCardGroups } from '../api/card-groups-api.ts';
import { useDeleteCard, useStopBilling } from '../api/sims-api.ts';
import { cardTitle, primaryActionOf } from '../card-terms.ts';
import type { CardMoreMenuProps } from './card-more-menu.tsx';
import { MoveToGroupDialog } from './lazy-group-dialogs.ts';

/**
 * The More button with its menu, fetched as the cards first render; until then the same button stands there,
 * and a press on it opens the menu once it has arrived.
 */
const CardMoreMenu = lazyPart(
  () => import('./card-more-menu.tsx').then((module) => module.CardMoreMenu),
  ({ text, name, busy, onEarlyPress }: CardMoreMenuProps & { onEarlyPress: () => void }) => (
    <Button loading={busy} aria-label={name} onClick={onEarlyPress}>
      {text}
    </Button>
  ),
);

/** Tells the user why an action failed, unless the http client already did. */
const reportFailure = (error: unknown, fallback: string) => {
  if (isApiError(error)) {
    if (!error.notified) notifyError(error.message);
  } else {
    notifyError(fallback);
  }
};

/**
 * What can be done with a card: one primary button for its state (activate or resume with a basic plan, top
 * up a stopped card, buy data for a card in use) and the rest under "More": change or order the plan, buy an
 * add-on, the trip dates, Stop Billing after a confirmation that says what pausing costs (nothing) and does to a waiting plan
 * change, Delete after one that says it is irreversible. Every accessible name starts with the visible text.
 */
export function CardActions({
  card,
  billing,
  onOrderPlan,
  onBuyAddOn,
  onTrip,
}: {
  card: SimCard;
  billing: CardBilling;
  onOrderPlan: () => void;
  onBuyAddOn: () => void;
  /** Opens the card's trip dates (a card with a plan: the days it resumes and pauses). */
  onTrip: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const stop = useStopBilling();
  const remove = useDeleteCard();
  const cardName = cardTitle(card);
  const locale = currentLocale();
  const primary = primaryActionOf(billing);
  const inUse = billing.status === 'USING' && billing.currentPlan !== null;
  const named = (action: string) => t('sims.actions.for', { action, card: cardName });
  const [pressedEarly, setPressedEarly] = useState(false);
  const member = useAuth((state) => isMember(state.userInfo));
  // the customer's groups (decision 0075): a card is put in one from here
  const groups = useKnownCardGroups().data?.items ?? [];
  const [grouping, setGrouping] = useState(false);
  // offline, the menu's code cannot come (the toast says so); a press on the button then asks again
  const [menuLoad, setMenuLoad] = useState({ attempt: 0, failed: false });
  const pressEarly = () => {
    setPressedEarly(true);
    if (menuLoad.failed) setMenuLoad(({ attempt }) => ({ attempt: attempt + 1, failed: false }));
  };

  const confirmStopBilling = () =>
    modal.confirm({
      title: t('sims.stopBilling.title', { card: card.cardNumber }),
      content: (
        <>
          <p>{t('sims.stopBilling.costsNothing')}</p>
          {billing.pendingPlan && (
            <p>
              {t('sims.stopBilling.pendingCancelled', {
                plan: localized(billing.pendingPlan.name, locale),
                day: formatDay(billing.pendingPlan.fromDay, locale),
              })}
            </p>
          )}
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
      title: t('sims.delete.title', { card: card.cardNumber }),
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

  const primaryText = {
    activate: t('sims.activate'),
    resume: t('sims.actions.resume'),
    topUp: t('billing.panel.topUp'),
    buyAddOn: t('billing.panel.buyAddOn'),
  }[primary];
  const onPrimary = {
    activate: onOrderPlan,
    resume: onOrderPlan,
    topUp: () => void navigate('/recharge'),
    buyAddOn: onBuyAddOn,
  }[primary];

  const items: MenuProps['items'] = [
    ...(primary === 'activate' || primary === 'resume'
      ? []
      : [{ key: 'plan', label: t(inUse ? 'billing.panel.changePlan' : 'billing.panel.orderPlan') }]),
    ...(primary === 'buyAddOn' ? [] : [{ key: 'addOn', label: t('billing.panel.buyAddOn') }]),
    ...(billing.currentPlan ? [{ key: 'trip', label: t('sims.trip.menu') }] : []),
    ...(card.canStopBilling ? [{ key: 'stop', label: t('sims.stopBilling.button') }] : []),
    ...(groups.length > 0 ? [{ key: 'group', label: t('sims.groups.moveCard') }] : []),
    { type: 'divider' as const },
    { key: 'delete', label: t('sims.delete.button'), danger: true },
  ];
  const onMenu = (key: string) => {
    if (key === 'plan') onOrderPlan();
    else if (key === 'addOn') onBuyAddOn();
    else if (key === 'trip') onTrip();
    else if (key === 'stop') confirmStopBilling();
    else if (key === 'group') setGrouping(true);
    else if (key === 'delete') confirmDelete();
  };

  // a member of another's account buys data for a card in use and does nothing else with it (decision 0103)
  if (member)
    return inUse ? (
      <Flex wrap align="center" gap={8} className="sim-card-actions">
        <Button
          type="primary"
          onPointerEnter={BuyAddOnDialog.preload}
          onFocus={BuyAddOnDialog.preload}
          onClick={onBuyAddOn}
          aria-label={named(t('billing.panel.buyAddOn'))}
        >
          {t('billing.panel.buyAddOn')}
        </Button>
      </Flex>
    ) : null;

  return (
    <Flex wrap align="center" gap={8} className="sim-card-actions">
      <Button
        type="primary"
        onPointerEnter={primary === 'buyAddOn' ? BuyAddOnDialog.preload : OrderPlanDialog.preload}
        onFocus={primary === 'buyAddOn' ? BuyAddOnDialog.preload : OrderPlanDialog.preload}
        onClick={onPrimary}
        aria-label={named(primaryText)}
      >
        {primaryText}
      </Button>
      <CardMoreMenu
        items={items}
        onChoose={onMenu}
        text={t('sims.actions.more')}
        name={named(t('sims.actions.more'))}
        busy={stop.isPending || remove.isPending}
        key={menuLoad.attempt}
        openAtStart={pressedEarly}
        onOpenedAtStart={() => setPressedEarly(false)}
        onEarlyPress={pressEarly}
        onLoadFailed={() => setMenuLoad(({ attempt }) => ({ attempt, failed: true }))}
      />
      {grouping && (
        <MoveToGroupDialog
          open
          cardIds={[card.id]}
          groups={groups}
          current={card.groupId}
          onClose={() => setGrouping(false)}
        />
      )}
    </Flex>
  );
}
