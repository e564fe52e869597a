import { lazyEChart } from '../../../components/lazy-echart.tsx';
import type { UsageChartOption } from '../echarts-setup.ts';

/** The pie's height: the box that holds its place before it is drawn is as tall. */
export const PIE_HEIGHT = 280;

/** The regions' pie: the shared canvas on this feature's echarts setup, fetched after the page's figures. */
export const UsageChart = lazyEChart<UsageChartOption>(
  () => import('../echarts-setup.ts').then((module) => module.initChart),
  { className: 'usage-chart', height: PIE_HEIGHT },
);
