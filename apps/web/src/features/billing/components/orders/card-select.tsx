import type { CardBilling } from '@simportal/contract/api/billing';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../lib/i18n.ts';
import { planName } from '../../billing-terms.ts';

/** "Card · status · plan" for choosing the card of an order (spec §5: a card must be chosen). */
export function CardSelect({
  cards,
  value,
  onChange,
  id,
}: {
  cards: CardBilling[];
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const words = { t, locale: currentLocale(), currency: 'USD' };
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('billing.order.cardPlaceholder')}
      options={cards.map((card) => ({
        value: card.cardId,
        label: t('billing.order.cardOption', {
          card: card.label ? `${card.label} (${card.cardNumber})` : card.cardNumber,
          status: t(`cardStatus.${card.status}`),
          plan: card.currentPlan ? planName(card.currentPlan, words) : t('billing.order.noPlan'),
        }),
      }))}
    />
  );
}
