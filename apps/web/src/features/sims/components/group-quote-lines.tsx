import type { CardGroupQuoteLine } from '@simportal/contract/api/card-groups';
import { useTranslation } from 'react-i18next';

/** A group action's cards as quoted: each card's price now, or why it is left out. */
export function GroupQuoteLines({
  lines,
  money,
  nextDay = false,
  label,
}: {
  lines: CardGroupQuoteLine[];
  money: (minor: number) => string;
  /** A plan change: a card quoted 0 switches on the next business day, said so rather than a price of 0. */
  nextDay?: boolean;
  /** The list's name: the group's cards unless told (the cards selected on My SIMs). */
  label?: string;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p>{t('sims.groups.empty')}</p>;
  return (
    <ul className="sims-group-lines" aria-label={label ?? t('sims.groups.cardsLabel')}>
      {lines.map((line) => (
        <li key={line.cardId} className={line.skip ? 'sims-group-line-skipped' : undefined}>
          <span>{line.label ?? line.cardNumber}</span>
          <span>
            {line.skip
              ? t(`sims.groups.skip.${line.skip}`)
              : nextDay && line.priceMinor === 0
                ? t('sims.groups.lineFromTomorrow')
                : money(line.priceMinor)}
          </span>
        </li>
      ))}
    </ul>
  );
}
