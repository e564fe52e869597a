import type { EChartsCoreOption, init as echartsInit } from 'echarts/core';
import { EChartCanvas } from './echart-canvas.tsx';
import { type LazyPart, lazyPart } from './lazy-part.tsx';

export interface EChartProps<O> {
  option: O;
  /** What the chart shows, in one sentence (the canvas is an image to assistive technology). */
  label: string;
  height?: number;
}

/** A chart's place until it is drawn: a box of its size, with its label, so nothing moves when it arrives. */
export function ChartPlaceholder({
  label,
  height,
  className,
}: {
  label: string;
  height: number;
  className: string;
}) {
  return <div role="img" aria-label={label} aria-busy="true" className={className} style={{ height }} />;
}

/**
 * A feature's chart whose ECharts (160 KB gzip, more than the rest of a page) is fetched after the page: the
 * figures and tables around it show first, and until the chart is drawn an empty box of its size holds its
 * place, with its label, so nothing moves when it arrives. `loadInit` imports the feature's own echarts
 * setup, which registers only the charts that feature draws.
 */
export function lazyEChart<O extends EChartsCoreOption>(
  loadInit: () => Promise<typeof echartsInit>,
  frame: { className: string; height: number },
): LazyPart<EChartProps<O>> {
  return lazyPart(
    async () => {
      const init = await loadInit();
      return ({ option, label, height = frame.height }: EChartProps<O>) => (
        <EChartCanvas init={init} option={option} label={label} height={height} className={frame.className} />
      );
    },
    ({ label, height = frame.height }) => (
      <ChartPlaceholder label={label} height={height} className={frame.className} />
    ),
  );
}
