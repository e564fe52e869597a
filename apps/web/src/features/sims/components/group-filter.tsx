import type { CardGroupList } from '@simportal/contract/api/card-groups';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatData, formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { SimsGroupFilter } from '../api/sims-api.ts';

export interface GroupFilterProps {
  groups: CardGroupList;
  value: SimsGroupFilter;
  onChange: (value: SimsGroupFilter) => void;
  currency: string;
}

/**
 * The chips above My SIMs' cards (decision 0075): all cards, each group, the cards in no group; the one chosen
 * says its cards, data used this cycle and fees this month. Chips wrap on a phone rather than scroll out of sight.
 */
export function GroupFilter({ groups, value, onChange, currency }: GroupFilterProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const all = groups.items.reduce(
    (sum, group) => ({
      cardCount: sum.cardCount + group.cardCount,
      periodKb: sum.periodKb + group.periodKb,
      monthFeesMinor: sum.monthFeesMinor + group.monthFeesMinor,
    }),
    groups.ungrouped,
  );
  const chips: { key: SimsGroupFilter; name: string; figures: typeof all }[] = [
    { key: 'all', name: t('sims.groups.all'), figures: all },
    ...groups.items.map((group) => ({ key: group.id, name: group.name, figures: group })),
    { key: 'none', name: t('sims.groups.ungrouped'), figures: groups.ungrouped },
  ];
  const chosen = chips.find((chip) => chip.key === value) ?? chips[0]!;
  return (
    <div className="sims-group-filter">
      <Flex wrap gap={8} role="group" aria-label={t('sims.groups.filterLabel')}>
        {chips.map((chip) => (
          <Button
            key={chip.key}
            size="small"
            shape="round"
            type={chip.key === chosen.key ? 'primary' : 'default'}
            aria-pressed={chip.key === chosen.key}
            onClick={() => onChange(chip.key)}
          >
            {t('sims.groups.chip', { name: chip.name, count: chip.figures.cardCount })}
          </Button>
        ))}
      </Flex>
      <p className="sims-group-figures" aria-live="polite">
        {t('sims.groups.figures', {
          count: chosen.figures.cardCount,
          data: formatData(chosen.figures.periodKb, locale),
          fees: formatMoney(chosen.figures.monthFeesMinor, locale, currency),
        })}
      </p>
    </div>
  );
}
