import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts, trimmed to what Admin Management › Overview draws: stacked bars of revenue by kind, bars of top-ups
 * and lines of cards and customers, with a legend (several series share a chart) and tooltips, on canvas. Only
 * components/overview/overview-chart.tsx imports this file, and lazily: the library is fetched after the
 * overview's figures (the same pattern as features/usage and features/charts, not shared across features).
 */
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type OverviewChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export { init as initChart };
