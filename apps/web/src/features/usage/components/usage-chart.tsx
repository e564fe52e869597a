import { EChartCanvas } from '../../../components/echart-canvas.tsx';
import { initChart, type UsageChartOption } from '../echarts-setup.ts';

/** A traffic chart: the shared canvas on this feature's echarts setup. */
export function UsageChart({
  option,
  label,
  height = 300,
}: {
  option: UsageChartOption;
  label: string;
  height?: number;
}) {
  return (
    <EChartCanvas init={initChart} option={option} label={label} height={height} className="usage-chart" />
  );
}
