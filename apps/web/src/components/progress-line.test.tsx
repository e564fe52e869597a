// @vitest-environment jsdom
// biome-ignore lint/style/noRestrictedImports: antd's own progress, the measure of the app's
import { Progress } from 'antd';
import { describe, expect, it } from 'vitest';
import { markupShape } from '../test-support/markup-shape.ts';
import { ProgressLine } from './progress-line.tsx';

// The app's line progress stands in for antd's Progress without its figure: the same element, classes,
// attributes and inline styles as antd's with the same props, so that antd's styles keep applying.

describe('the line progress', () => {
  it.each([
    [0, 'normal'],
    [37.5, 'normal'],
    [100, 'normal'],
    [100, 'exception'],
    [120, 'exception'],
  ] as const)('renders %d%% %s as antd does', (percent, status) => {
    expect(
      markupShape(
        <ProgressLine
          className="sim-usage-bar"
          percent={percent}
          status={status}
          aria-label="3 GB of 10 GB"
        />,
      ),
    ).toEqual(
      markupShape(
        <Progress
          className="sim-usage-bar"
          percent={percent}
          showInfo={false}
          status={status}
          aria-label="3 GB of 10 GB"
        />,
      ),
    );
  });
});
