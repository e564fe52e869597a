import type { EChartsCoreOption, init as echartsInit } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';

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

  // Drawn after the frame that shows the page, each chart in a task of its own: ECharts measures its box (a
  // layout of the whole page if done in the commit) and draws, which on a phone made one long task of the
  // page's commit and every chart on it.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: ReturnType<typeof echartsInit> | undefined;
    let observer: ResizeObserver | undefined;
    const cancel = afterNextPaint(() => {
      const drawn = init(element, undefined, { renderer: 'canvas' });
      drawn.setOption(latestOption.current, { notMerge: true });
      observer = new ResizeObserver(() => drawn.resize());
      observer.observe(element);
      instance = drawn;
      chart.current = drawn;
    });
    return () => {
      cancel();
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, [init]);

  useEffect(() => {
    latestOption.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} role="img" aria-label={label} className={className} style={{ height }} />;
}
