// @vitest-environment jsdom
import '../test-support/component-env.ts';
import { render } from '@testing-library/react';
import { Alert } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';

// antd's icons take their few rules from antd's own icon reset, rather than each icon looking for them among
// the head's styles after it mounts (a page's first commit spent an eighth of its time there on a phone).

const headLookupsFor = (icons: number) => {
  const lookup = vi.spyOn(document, 'querySelector');
  const { unmount } = render(
    <AppProviders>
      {Array.from({ length: icons }, (_, index) => `Note ${index}`).map((title) => (
        <Alert key={title} showIcon type="info" title={title} />
      ))}
    </AppProviders>,
  );
  const count = lookup.mock.calls.filter(([selector]) => selector === 'head').length;
  unmount();
  lookup.mockRestore();
  return count;
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the app's providers", () => {
  it("an icon does not look for the icons' rules", () => {
    headLookupsFor(1); // antd's own styles, inserted on a first render only
    const one = headLookupsFor(1);
    const twelve = headLookupsFor(12);
    expect(twelve).toBe(one);
  });

  it("leave the icons' rules to antd, which writes them once", () => {
    render(
      <AppProviders>
        <Alert showIcon type="info" title="Note" />
      </AppProviders>,
    );
    // antd's icon reset (in production its stylesheet holds it and nothing is written)
    const rules = [...document.head.querySelectorAll('style')].filter((style) =>
      /(^|[}\s])\.anticon\{display:inline-flex/.test(style.textContent ?? ''),
    );
    expect(rules).toHaveLength(1);
    expect(document.head.querySelector('style[rc-util-key="@ant-design-icons"]')).toBeNull();
  });
});
