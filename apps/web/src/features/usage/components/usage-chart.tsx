import { useEffect, useRef } from 'react';
import { initChart, type UsageChartOption } from '../echarts-setup.ts';

/**
 * One ECharts canvas that follows its container's width. To assistive technology it is an image whose `label`
 * says what it shows; the page carries the same numbers as tables.
 */
export function UsageChart({
  option,
  label,
  height = 300,
}: {
  option: UsageChartOption;
  label: string;
  height?: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof initChart> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = initChart(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} role="img" aria-label={label} className="usage-chart" style={{ height }} />;
}
