import type { PieSeriesOption } from 'echarts/charts';
import { PieChart } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import { TooltipComponent } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts, trimmed to what Traffic Detail draws with it: the pie of the regions, with its tooltip, on canvas
 * (the daily bars are the page's own, decision 0058). Only usage-chart.tsx imports this file, and lazily, so
 * the library is fetched when the pie comes near, not with the page (the same pattern as features/charts, not
 * shared across features).
 */
use([PieChart, TooltipComponent, CanvasRenderer]);

export type UsageChartOption = ComposeOption<PieSeriesOption | TooltipComponentOption>;

export { init as initChart };
