// @vitest-environment jsdom
// biome-ignore lint/style/noRestrictedImports: antd's own typography, the measure of the app's
import { Typography as AntdTypography } from 'antd';
import { describe, expect, it } from 'vitest';
import { markupShape } from '../test-support/markup-shape.ts';
import { Typography } from './typography.tsx';

// The app's Title, Paragraph and Text stand in for antd's without its ellipsis, copying and editing: each must
// give the same element, classes, attributes and content as antd's with the same props, so that antd's styles
// (and the stylesheet built from them) keep applying, and a page reads the same.

const CASES = [
  {},
  { className: 'page-title', id: 'heading' },
  { type: 'secondary' as const },
  { type: 'danger' as const, strong: true },
  { type: 'success' as const, role: 'status' },
  { type: 'warning' as const, disabled: true, style: { marginBottom: 0 } },
  { code: true, 'data-testid': 'activation-code' },
  { code: true, strong: true },
];

describe('the light typography', () => {
  it.each(CASES)('renders a title as antd does, with %o', (props) => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      expect(
        markupShape(
          <Typography.Title level={level} {...props}>
            My SIMs
          </Typography.Title>,
        ),
      ).toEqual(
        markupShape(
          <AntdTypography.Title level={level} {...props}>
            My SIMs
          </AntdTypography.Title>,
        ),
      );
    }
  });

  it.each(CASES)('renders a paragraph and a text as antd does, with %o', (props) => {
    const content = (
      <>
        Balance <b>$70.00</b>
      </>
    );
    expect(markupShape(<Typography.Paragraph {...props}>{content}</Typography.Paragraph>)).toEqual(
      markupShape(<AntdTypography.Paragraph {...props}>{content}</AntdTypography.Paragraph>),
    );
    expect(markupShape(<Typography.Text {...props}>{content}</Typography.Text>)).toEqual(
      markupShape(<AntdTypography.Text {...props}>{content}</AntdTypography.Text>),
    );
  });

  it('renders a level 1 title without one', () => {
    expect(markupShape(<Typography.Title>Plans</Typography.Title>)).toEqual(
      markupShape(<AntdTypography.Title>Plans</AntdTypography.Title>),
    );
  });
});
