import type { DashboardDay } from '@simportal/contract/api/dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

export interface DayColumn {
  key: string;
  title: string;
  value: (day: DashboardDay) => ReactNode;
}

/**
 * A chart's figures as a table, behind a "show as table" disclosure: what a screen reader reads instead of the
 * canvas. On a phone each day becomes a small list (the stylesheet stacks its cells, each with its column's name),
 * so nothing scrolls sideways.
 */
export function DayTable({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: DashboardDay[];
  columns: DayColumn[];
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <details className="overview-details">
      <summary>{t('admin.overview.showTable')}</summary>
      <table className="overview-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.overview.day')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              {/* the day as every other date of the screen reads (Nov 21, 2026 / 2026年11月21日) */}
              <th scope="row">{formatDay(day.day, locale)}</th>
              {columns.map((column) => (
                <td key={column.key} data-label={column.title}>
                  {column.value(day)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
