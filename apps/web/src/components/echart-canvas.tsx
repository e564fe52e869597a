import type { EChartsCoreOption, init as echartsInit } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * One ECharts canvas that follows its container's width. The canvas is an image to assistive technology:
 * `label` says what it shows, and the page carries the same numbers as text or a table. Each feature passes
 * the `init` of its own echarts/core setup, which registers only the charts that feature draws.
 */
export function EChartCanvas({
  init,
  option,
  label,
  height,
  className,
}: {
  init: typeof echartsInit;
  option: EChartsCoreOption;
  label: string;
  height: number;
  className: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echartsInit> | null>(null);
  const latestOption = useRef(option);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.setOption(latestOption.current, { notMerge: true });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [init]);

  useEffect(() => {
    latestOption.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} role="img" aria-label={label} className={className} style={{ height }} />;
}
