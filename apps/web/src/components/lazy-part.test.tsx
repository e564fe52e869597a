import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

/** The HTML React writes for `node` once every lazy part in it has been fetched. */
const renderedWhenLoaded = async (node: React.ReactNode) => {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
};

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** A load that waits until the test says the code has arrived (or failed to). */
const arriving = () => {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        arrive = () => resolve(Greeting);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
};

describe('lazyPart', () => {
  it('shows the placeholder, drawn from the part’s props, until the code is there', () => {
    const { load } = arriving();
    const Part = lazyPart(load, ({ name }) => <span>waiting for {name}</span>);
    const html = renderToString(<Part name="Ada" />);
    expect(html).toContain('<span>waiting for <!-- -->Ada</span>');
    expect(html).not.toContain('hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the part once its code is there', async () => {
    const Part = lazyPart(
      async () => Greeting,
      () => <span>waiting</span>,
    );
    const html = await renderedWhenLoaded(<Part name="Ada" />);
    expect(html).toContain('<p>hello <!-- -->Ada</p>');
    expect(html).not.toContain('waiting');
  });

  it('fetches the code once, however often it is asked for', async () => {
    const { load, arrive } = arriving();
    const Part = lazyPart(load);
    Part.preload();
    Part.preload();
    arrive();
    expect(await renderedWhenLoaded(<Part name="Ada" />)).toContain('hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch, and shows the part once that one succeeds', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    Part.preload();
    // the failed fetch settles before the part is rendered
    await vi.waitFor(() => expect(load.mock.results[0]?.type).toBe('return'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(await renderedWhenLoaded(<Part name="Ada" />)).toContain('hello');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches again on the next render when the fetch failed while the part was shown', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load, () => <span>waiting</span>);
    const failed = await prerender(<Part name="Ada" />, { onError: () => {} });
    expect(await new Response(failed.prelude).text()).not.toContain('hello');

    expect(await renderedWhenLoaded(<Part name="Ada" />)).toContain('hello');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
