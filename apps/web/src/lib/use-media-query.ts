import { useSyncExternalStore } from 'react';

/** Widths below the tablet breakpoint (antd's `md`, 768 px): a phone held upright or sideways. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Widths below antd's `lg` breakpoint (992 px): a phone or a tablet, where a row of many tabs does not fit. */
export const NARROW_QUERY = '(max-width: 991.98px)';

type Subscribe = (onChange: () => void) => () => void;
// one subscribe function per query, so React does not resubscribe on every render
const subscribers = new Map<string, Subscribe>();
const subscribeTo = (query: string): Subscribe => {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
};

/**
 * Whether a media query matches now, following it as the window changes (a phone turned sideways). False where
 * there is no window (the build's prerender), so a prerendered page is its desktop form.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
