import type { CardUsage } from '@simportal/contract/api/usage';
import { type PointerEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { dailyBars } from '../daily-bars.ts';

/**
 * The daily bar chart, drawn by the page itself (decision 0058): a week or a month of bars is a few dozen
 * boxes, where ECharts' first drawing was the longest task of any signed-in page. Pointing at or tapping a
 * day shows its use in the line above (the range's last day until then). The bars are an image to assistive
 * technology: `label` says what they show, and the table below the chart lists every day.
 */
export function DailyBars({ days, label }: { days: CardUsage['days']; label: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const chart = useMemo(() => dailyBars(days, locale), [days, locale]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const chosen = chart.bars.find((bar) => bar.day === chosenDay) ?? chart.bars.at(-1);
  const columns = { gridTemplateColumns: `repeat(${chart.bars.length}, minmax(0, 1fr))` };
  // one listener for every day: the day under the pointer, or under the finger on a tap
  const choose = (event: PointerEvent<HTMLElement>) => {
    const day = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day;
    if (day) setChosenDay(day);
  };

  return (
    <figure className="daily-bars">
      {chosen && (
        <p className="daily-bars-readout">
          {t('usage.daily.readout', { date: chosen.date, used: chosen.used })}
        </p>
      )}
      <div role="img" aria-label={label} className="daily-bars-chart" onPointerOver={choose}>
        <div className="daily-bars-plot">
          {chart.ticks.map((tick) => (
            <div key={tick.text} className="daily-bars-tick" style={{ bottom: `${tick.share * 100}%` }}>
              <span>{tick.text}</span>
            </div>
          ))}
          <div className="daily-bars-columns" style={columns}>
            {chart.bars.map((bar) => (
              <div
                key={bar.day}
                data-day={bar.day}
                className={bar === chosen ? 'daily-bars-column daily-bars-chosen' : 'daily-bars-column'}
              >
                <span className="daily-bars-bar" style={{ height: `${bar.share * 100}%` }} />
              </div>
            ))}
          </div>
        </div>
        <div className="daily-bars-days" style={columns}>
          {chart.bars.map((bar, index) => (
            <span key={bar.day}>{index % chart.labelEvery === 0 ? bar.label : ''}</span>
          ))}
        </div>
      </div>
    </figure>
  );
}
