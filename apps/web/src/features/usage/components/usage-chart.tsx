import { lazyEChart } from '../../../components/lazy-echart.tsx';
import type { UsageChartOption } from '../echarts-setup.ts';

/** A traffic chart: the shared canvas on this feature's echarts setup, fetched after the page's figures. */
export const UsageChart = lazyEChart<UsageChartOption>(
  () => import('../echarts-setup.ts').then((module) => module.initChart),
  { className: 'usage-chart', height: 300 },
);
