import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { BarChart, LineChart } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts, trimmed to what this page draws: bar and line charts on a grid, with tooltips, on canvas. No legend
 * component: axis names in the series' colours say which is which. Only echart.tsx imports this file, and
 * lazily, so the library is fetched after the /echarts page, not with it.
 */
use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption
>;

export { init as initChart };
