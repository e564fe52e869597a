import { useEffect, useRef } from 'react';
import { type ChartOption, initChart } from '../echarts-setup.ts';

/**
 * One ECharts canvas that follows its container's width. The canvas is an image to assistive technology:
 * `label` says what it shows, and the figure around it carries the same numbers as a table.
 */
export function EChart({
  option,
  label,
  height = 320,
}: {
  option: ChartOption;
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

  return <div ref={container} role="img" aria-label={label} className="echart" style={{ height }} />;
}
