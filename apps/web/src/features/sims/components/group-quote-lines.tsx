import type { CardGroupQuoteLine } from '@simportal/contract/api/card-groups';
import { useTranslation } from 'react-i18next';

/** A group action's cards as quoted: each card's price now, or why it is left out. */
export function GroupQuoteLines({
  lines,
  money,
}: {
  lines: CardGroupQuoteLine[];
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p>{t('sims.groups.empty')}</p>;
  return (
    <ul className="sims-group-lines" aria-label={t('sims.groups.cardsLabel')}>
      {lines.map((line) => (
        <li key={line.cardId} className={line.skip ? 'sims-group-line-skipped' : undefined}>
          <span>{line.label ?? line.cardNumber}</span>
          <span>{line.skip ? t(`sims.groups.skip.${line.skip}`) : money(line.priceMinor)}</span>
        </li>
      ))}
    </ul>
  );
}
