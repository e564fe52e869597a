import { EChartCanvas } from '../../../components/echart-canvas.tsx';
import { type ChartOption, initChart } from '../echarts-setup.ts';

/** A catalogue chart: the shared canvas on this feature's echarts setup. */
export function EChart({
  option,
  label,
  height = 320,
}: {
  option: ChartOption;
  label: string;
  height?: number;
}) {
  return <EChartCanvas init={initChart} option={option} label={label} height={height} className="echart" />;
}
