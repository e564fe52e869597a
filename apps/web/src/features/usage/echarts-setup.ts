import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import { BarChart, PieChart } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts, trimmed to what Traffic Detail draws: a bar chart of the days and a pie of the regions, with
 * tooltips, on canvas. Only usage-chart.tsx imports this file, and lazily, so the library is fetched after
 * the Traffic Detail page, not with it (the same pattern as features/charts, not shared across features).
 */
use([BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type UsageChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption
>;

export { init as initChart };
