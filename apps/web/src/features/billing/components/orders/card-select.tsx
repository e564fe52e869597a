import type { CardBilling } from '@simportal/contract/api/billing';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, translateMessage } from '../../../../lib/i18n.ts';
import { planName } from '../../billing-terms.ts';

/**
 * "Card · status · plan" for choosing the card of an order (spec §5: a card must be chosen). In the list each
 * option wraps onto as many lines as it needs, so two cards on a phone read apart; a card `blockerOf` refuses
 * (an add-on for a card without a plan) is listed last, greyed, with the reason.
 */
export function CardSelect({
  cards,
  value,
  onChange,
  id,
  blockerOf,
}: {
  cards: CardBilling[];
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  blockerOf?: (card: CardBilling) => string | null;
}) {
  const { t } = useTranslation();
  const words = { t, locale: currentLocale(), currency: 'USD' };
  const options = cards.map((card) => {
    const blocker = blockerOf?.(card) ?? null;
    const label = t('billing.order.cardOption', {
      card: card.label ? `${card.label} (${card.cardNumber})` : card.cardNumber,
      status: t(`cardStatus.${card.status}`),
      plan: card.currentPlan ? planName(card.currentPlan, words) : t('billing.order.noPlan'),
    });
    return { value: card.cardId, label, blocker };
  });
  // the cards an order can go to first, in the order My SIMs lists them
  const sorted = [
    ...options.filter((option) => !option.blocker),
    ...options.filter((option) => option.blocker),
  ];
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('billing.order.cardPlaceholder')}
      options={sorted.map(({ value: cardId, label, blocker }) => ({
        value: cardId,
        label,
        disabled: blocker !== null,
        blocker,
      }))}
      optionRender={(option) => (
        <span className="card-option">
          {option.label}
          {option.data.blocker && (
            <span className="card-option-blocker">{translateMessage(option.data.blocker)}</span>
          )}
        </span>
      )}
    />
  );
}
