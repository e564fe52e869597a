// @vitest-environment jsdom
import '../test-support/component-env.ts';
import { render } from '@testing-library/react';
import { Alert } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';

// antd's icons have their few rules inserted once, by the app, rather than each icon looking for them among the
// head's styles after it mounts (a page's first commit spent an eighth of its time there on a phone).

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
  it("insert the icons' rules once; an icon does not look for them", () => {
    headLookupsFor(1); // antd's own styles, inserted on a first render only
    const one = headLookupsFor(1);
    const twelve = headLookupsFor(12);
    expect(twelve).toBe(one);
  });

  it("put the icons' rules in the head", () => {
    render(
      <AppProviders>
        <Alert showIcon type="info" title="Note" />
      </AppProviders>,
    );
    expect(document.head.querySelector('style[rc-util-key="@ant-design-icons"]')?.textContent).toContain(
      '.anticon',
    );
  });
});
