import type { AdminCard, AdminConsoleCard } from '@simportal/contract/api/admin';
import { Checkbox, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapHoldTag, CardStatusTag } from '../../../components/card-status-tag.tsx';
import { ItemFacts } from '../shared/admin-item-list.tsx';
import { BindLockTag } from '../shared/bind-lock-tag.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { CardActions } from './card-actions.tsx';
import { channelLabel } from './card-channel.ts';
import { useCardLive } from './card-live.ts';

/**
 * One card on a phone: its number and status first, then who holds it and its basic plan, a held card's data
 * this period and its holder's runway, the other columns of the table in small text, and its actions as buttons
 * that each name the card. With `selection` (an administrator who may act), a box that picks it for a bulk action.
 */
export function CardItem({
  card,
  onSet,
  onReset,
  onChangePlan,
  selection,
}: {
  card: AdminConsoleCard;
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  onSet: (card: AdminCard) => void;
  onReset: (card: AdminCard) => void;
  onChangePlan?: (card: AdminCard) => void;
}) {
  const { t } = useTranslation();
  const { when, locale } = useAdminFormat();
  const live = useCardLive();
  const fact = (label: string, value: string) => t('admin.common.labelled', { label, value });
  const facts = [
    fact(t('admin.cards.iccid'), card.iccid),
    fact(t('admin.cards.type'), t(`admin.type.${card.type}`)),
    ...(card.group ? [t('admin.cards.groupOf', { name: card.group.name })] : []),
    ...(card.holder
      ? [
          fact(t('admin.cards.usage'), live.usage(card.live)),
          fact(t('admin.cards.lastReport'), live.lastReport(card.live)),
          fact(t('admin.cards.runway'), live.runway(card.live)),
        ]
      : []),
    ...(card.channelName ? [fact(t('admin.cards.channel'), channelLabel(card.channelName, t))] : []),
    // a StarterPack's prepaid days end at the card's expire_at (the desktop's row expansion says the same)
    ...(card.isStarterPack
      ? [
          fact(t('admin.cards.starterPack'), card.starterPackPlan?.name[locale] ?? ''),
          t('admin.cards.prepaidDays', { days: card.starterPackDays ?? 0 }),
          ...(card.expireAt ? [fact(t('admin.cards.expireAt'), when(card.expireAt))] : []),
        ]
      : []),
  ];

  return (
    <>
      <Flex wrap align="center" justify="space-between" gap="4px 8px">
        {selection ? (
          <Checkbox
            checked={selection.checked}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={t('admin.cards.selectOf', { number: card.cardNumber })}
          >
            <strong className="admin-item-title">{card.cardNumber}</strong>
          </Checkbox>
        ) : (
          <strong className="admin-item-title">{card.cardNumber}</strong>
        )}
        <span>
          <CardStatusTag status={card.status} />
          {card.live.capHold && <CapHoldTag hold={card.live.capHold} />}
          <BindLockTag card={card} />
          {card.live.slowed && <Tag>{t('admin.cards.slowed')}</Tag>}
        </span>
      </Flex>
      <p className="admin-item-line">
        {card.holder ? (
          <>
            {card.holder.username} <span className="admin-item-facts">{card.holder.email}</span>
          </>
        ) : card.deletedAt ? (
          <Tag>{t('admin.cards.deletedTag')}</Tag>
        ) : (
          t('admin.cards.noHolder')
        )}
      </p>
      <p className="admin-item-line">
        {fact(t('admin.cards.plan'), card.currentPlan?.name[locale] ?? t('admin.cards.noPlan'))}
      </p>
      <ItemFacts facts={facts} />
      <CardActions
        card={card}
        onSet={onSet}
        onReset={onReset}
        onChangePlan={onChangePlan}
        className="admin-item-actions"
      />
    </>
  );
}
