import type { CardGroupAction, CardGroupActionRequest } from '@simportal/contract/api/card-groups';
import { Alert, Modal, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { localized, planPriceText } from '../../../lib/catalogue-terms.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { newPurchaseKey } from '../../billing/components/orders/order-failure.ts';
import {
  useGroupAction,
  useGroupQuote,
  useSelectionAction,
  useSelectionQuote,
} from '../api/card-groups-api.ts';
import { GroupQuoteLines } from './group-quote-lines.tsx';

export interface GroupActionDialogProps {
  open: boolean;
  /** A group's cards, or the cards ticked on My SIMs (issue #67): `cardIds` without a group. */
  group?: { id: number; name: string };
  cardIds?: number[];
  action: CardGroupAction;
  onClose: () => void;
  /** Told once the action is done (the selection ends). */
  onDone?: () => void;
}

/** The request for the action, once the add-on or plan it needs is chosen. */
const requestOf = (action: CardGroupAction, itemId: number | null): CardGroupActionRequest | null => {
  if (action === 'add_on') return itemId === null ? null : { action, addOnId: itemId };
  if (action === 'change_plan') return itemId === null ? null : { action, planId: itemId };
  return { action };
};

/**
 * The one confirmation of an action on every card of a group (decision 0075), or on the cards ticked on My SIMs
 * (decision 0085): the add-on or plan chosen, then the server's quote (each card's price or why it is skipped,
 * the total, the balance before and after), and the action sent with the quote's fingerprint, so a price that
 * changed meanwhile is refused rather than charged. The confirming button names the cards acted on and the money.
 */
export function GroupActionDialog({
  open,
  group,
  cardIds = [],
  action,
  onClose,
  onDone,
}: GroupActionDialogProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { notification } = useFeedback();
  const catalogue = useCatalogue().data;
  const currency = catalogue?.currency ?? 'USD';
  const [itemId, setItemId] = useState<number | null>(null);
  // one key per opening: a double press or a retried request acts once
  const [key] = useState(newPurchaseKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = requestOf(action, itemId);
  // one of the two asks: a group's quote, or the selection's
  const groupQuote = useGroupQuote(group?.id ?? 0, group ? request : null);
  const selectionQuote = useSelectionQuote(cardIds, group ? null : request);
  const quote = group ? groupQuote : selectionQuote;
  const groupAct = useGroupAction();
  const selectionAct = useSelectionAction();
  const act = group ? groupAct : selectionAct;
  const money = (minor: number) => formatMoney(minor, locale, currency);
  const choices =
    action === 'add_on'
      ? (catalogue?.addOns ?? [])
      : action === 'change_plan'
        ? (catalogue?.plans ?? [])
        : null;
  const data = quote.data;
  const actedOn = data?.lines.filter((line) => line.skip === null).length ?? 0;
  // the selection's button says what it does, on how many cards, for how much: "Buy for 2 cards · US$10.00"
  const confirmText = (chosen: CardGroupAction, count: number, totalMinor: number) =>
    totalMinor > 0
      ? t(`sims.selection.confirmPaid.${chosen}`, { count, amount: money(totalMinor) })
      : t(`sims.selection.confirm.${chosen}`, { count });
  const short = data !== undefined && data.balanceAfterMinor < 0;
  const nothingToDo = Boolean(data?.lines.every((line) => line.skip !== null));
  // a card in use changes plan on the next business day: it is quoted 0 now, which must not read as free
  const fromTomorrow =
    action === 'change_plan' &&
    !nothingToDo &&
    Boolean(data?.lines.some((l) => l.skip === null && l.priceMinor === 0));

  const confirm = async () => {
    if (!data || !request) return;
    setRefusal(null);
    try {
      const sent = { request, fingerprint: data.fingerprint, idempotencyKey: key };
      const result = group
        ? await groupAct.mutateAsync({ groupId: group.id, ...sent })
        : await selectionAct.mutateAsync({ cardIds, ...sent });
      notification.success({
        title: group
          ? t('sims.groups.done', { count: result.actedOn, name: group.name })
          : t('sims.selection.done', { count: result.actedOn }),
        description: result.skipped > 0 ? t('sims.selection.skipped', { count: result.skipped }) : undefined,
      });
      onDone?.();
      onClose();
    } catch (error) {
      if (!isApiError(error) || !error.notified)
        setRefusal(isApiError(error) ? error.message : 'server_error');
      // the price or the cards changed: the new quote is shown, to be confirmed again
      if (isApiError(error) && error.message === 'group_quote_changed') void quote.refetch();
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        group
          ? t(`sims.groups.actionTitle.${action}`, { name: group.name })
          : t(`sims.selection.actionTitle.${action}`, { count: cardIds.length })
      }
      okText={group || !data ? t('sims.groups.confirm') : confirmText(action, actedOn, data.totalMinor)}
      cancelText={t('sims.cancel')}
      onOk={() => void confirm()}
      okButtonProps={{ disabled: !data || short || nothingToDo, loading: act.isPending }}
      destroyOnHidden
    >
      {choices && (
        <Radio.Group
          className="sims-group-choices"
          aria-label={t(`sims.groups.choose.${action}`)}
          value={itemId}
          onChange={(event) => setItemId(event.target.value as number)}
          options={choices.map((item) => ({
            value: item.id,
            // a plan's price with its period, worded as the shop words it; an add-on is bought once
            label: `${localized(item.name, locale)} · ${
              'cycleDays' in item ? planPriceText(item, currency, locale, t) : money(item.priceMinor)
            }`,
          }))}
        />
      )}
      {request && !data && !quote.isError && <Skeleton active paragraph={{ rows: 3 }} />}
      {quote.isError && <Alert type="error" showIcon title={translateMessage(quote.error.message)} />}
      {data && (
        <>
          <GroupQuoteLines
            lines={data.lines}
            money={money}
            nextDay={action === 'change_plan'}
            label={group ? undefined : t('sims.selection.cardsLabel')}
          />
          <dl className="sims-group-total">
            <dt>{t('sims.groups.total')}</dt>
            <dd>{money(data.totalMinor)}</dd>
            <dt>{t('sims.groups.balanceNow')}</dt>
            <dd>{money(data.balanceMinor)}</dd>
            <dt>{t('sims.groups.balanceAfter')}</dt>
            <dd>{money(data.balanceAfterMinor)}</dd>
          </dl>
          {short && <Alert type="warning" showIcon title={translateMessage('insufficient_credit')} />}
          {nothingToDo && (
            <Alert
              type="info"
              showIcon
              title={t(group ? 'sims.groups.nothingToDo' : 'sims.selection.nothingToDo')}
            />
          )}
          {fromTomorrow && (
            <Alert
              type="info"
              showIcon
              title={t(data.totalMinor === 0 ? 'sims.groups.fromTomorrow' : 'sims.groups.someFromTomorrow')}
            />
          )}
        </>
      )}
      {refusal && <Alert type="error" showIcon title={translateMessage(refusal)} />}
    </Modal>
  );
}
