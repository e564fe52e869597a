import { lazyEChart } from '../../../components/lazy-echart.tsx';
import type { OverviewChartOption } from './echarts-setup.ts';

/** An overview chart: the shared lazy canvas on this feature's echarts setup, fetched after the figures. */
export const OverviewChart = lazyEChart<OverviewChartOption>(
  () => import('./echarts-setup.ts').then((module) => module.initChart),
  { className: 'overview-chart', height: 280 },
);
