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

  it('renders the placeholder first even where nothing can tell where it is, as a prerendered page has it', () => {
    // the build's prerender runs in Node, without IntersectionObserver; the browser's first render must be the
    // same HTML for the app to take it over (the part follows right after, from an effect)
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = page();
    expect(html).toContain('soon');
    expect(html).not.toContain('the part');
  });
});
