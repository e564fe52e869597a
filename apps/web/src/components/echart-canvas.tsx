import type { EChartsCoreOption, init as echartsInit } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';
import { whenNear } from '../lib/when-near.ts';

/**
 * ECharts measures its labels on a canvas of its own. The first text a page's canvas measures has the system
 * look its font up (a quarter of Traffic Detail's drawing task on a phone): done here, in a task of its own,
 * with the font ECharts writes its labels in, that task and the drawing are each shorter.
 */
const lookUpChartFont = () => {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  context.font = '12px sans-serif';
  context.measureText('0');
};

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

  // A chart is drawn once it comes near the viewport (one further down the page, when scrolled to), after
  // the frame that shows it, and in four tasks: the chart's font is looked up, ECharts creates it, reads the
  // option into its model, then measures and draws in the frame it asks for (lazyUpdate). Done in the page's commit, as before, a chart
  // forced a layout of the whole page and made one long task of the commit and every chart on the page.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: ReturnType<typeof echartsInit> | undefined;
    let observer: ResizeObserver | undefined;
    let cancelStep = () => {};
    const draw = () => {
      const created = init(element, undefined, { renderer: 'canvas' });
      instance = created;
      chart.current = created;
      cancelStep = afterNextPaint(() => {
        created.setOption(latestOption.current, { notMerge: true, lazyUpdate: true });
        observer = new ResizeObserver(() => created.resize());
        observer.observe(element);
      });
    };
    const stopWatching = whenNear(element, () => {
      cancelStep = afterNextPaint(() => {
        lookUpChartFont();
        cancelStep = afterNextPaint(draw);
      });
    });
    return () => {
      stopWatching();
      cancelStep();
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
