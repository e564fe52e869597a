import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top. The browser keeps one scroll position for the whole app, so without this a page
 * reached from far down another (an order's confirmation, the shortcut bar) opened with its heading, status and
 * amount above the screen. Only a change of page counts: a filter or trip length written into the address keeps
 * the reader where they are, Back and Forward leave the browser's own restoring alone, and an address with a
 * fragment goes to its anchor.
 */
export const useScrollToTop = (): void => {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
};
