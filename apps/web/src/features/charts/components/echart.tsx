import { lazyEChart } from '../../../components/lazy-echart.tsx';
import type { ChartOption } from '../echarts-setup.ts';

/** A catalogue chart: the shared canvas on this feature's echarts setup, fetched after the page's text. */
export const EChart = lazyEChart<ChartOption>(
  () => import('../echarts-setup.ts').then((module) => module.initChart),
  { className: 'echart', height: 320 },
);
