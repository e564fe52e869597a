import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PartBoundary, PartLoadError } from './part-boundary.tsx';

/** What a part shows until its code is there, drawn from the part's own props: sized like it, so nothing moves. */
export type PartPlaceholder<P> = (props: P) => ReactNode;

export interface LazyPartProps {
  /** Runs when the part's code could not be fetched (offline), after the error toast. */
  onLoadFailed?: () => void;
}

/** A lazy part: rendered like the component it stands for, plus `preload` to fetch its code ahead. */
export type LazyPart<P> = ((props: P & LazyPartProps) => ReactNode) & { preload: () => void };

/**
 * A part of a page whose code is fetched when it is first rendered (or preloaded), so the page's first load
 * leaves it out (docs/decisions/0013-web-first-load.md): charts, tables, date pickers, dialogs (through
 * `lazyDialog`). Until it arrives the placeholder stands in its place. When the fetch fails (offline), the
 * toast says so, the placeholder stays, and the next mount of the part asks again: React's own `lazy` would
 * keep the failure for good.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: PartPlaceholder<P> = () => null,
): LazyPart<P> {
  let fetching: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = () => {
    fetching ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        fetching = null;
        Part = lazy(fetchPart);
        throw new PartLoadError('the code of a part of the page could not be fetched', { cause: error });
      },
    );
    return fetching;
  };
  let Part = lazy(fetchPart);

  function LazyPartView({ onLoadFailed, ...rest }: P & LazyPartProps) {
    const props = rest as P;
    const Current = Part;
    return (
      <PartBoundary fallback={placeholder(props)} onLoadFailed={onLoadFailed}>
        <Suspense fallback={placeholder(props)}>
          <Current {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return Object.assign(LazyPartView, {
    preload: () => {
      fetchPart().catch(() => {
        // a fetch ahead of time fails silently: the part says so if it is rendered
      });
    },
  });
}
