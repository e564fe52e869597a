import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = () =>
  renderToString(
    <RenderWhenNear placeholder={<p>soon</p>}>
      <p>the part</p>
    </RenderWhenNear>,
  );

describe('RenderWhenNear', () => {
  it('holds the place with the placeholder while the browser can tell the part is far away', () => {
    vi.stubGlobal('IntersectionObserver', class {});
    const html = page();
    expect(html).toContain('soon');
    expect(html).not.toContain('the part');
  });

  it('renders the part at once where nothing can tell where it is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(page()).toContain('the part');
  });
});
