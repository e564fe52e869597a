import type { ChartOption } from '../echarts-setup.ts';
import { EChart } from './echart.tsx';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A chart with its text alternatives: a heading, a one-sentence summary as the canvas's label, an optional
 * note, and the numbers as a table behind a disclosure (keyboard- and screen-reader-friendly).
 */
export function ChartFigure({
  id,
  title,
  summary,
  note,
  option,
  table,
  showTableLabel,
}: {
  id: string;
  title: string;
  summary: string;
  note?: string;
  option: ChartOption;
  table: ChartTable;
  showTableLabel: string;
}) {
  return (
    <section className="chart-figure" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <EChart option={option} label={summary} />
      {note && <p className="chart-note">{note}</p>}
      <details className="chart-table">
        <summary>{showTableLabel}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={`${row[0]}-name`} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={`${row[0]}-${table.columns[index]}`}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
