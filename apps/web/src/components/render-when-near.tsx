import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { whenNear } from '../lib/when-near.ts';

/**
 * Renders `children` once the place they take comes within `margin` of the viewport, and `placeholder` (sized
 * like them) until then: a page's below-the-fold part costs no main-thread time while the first screen is
 * built, on a phone most of all. Without IntersectionObserver it renders them right after the first render,
 * which is always the placeholder: a prerendered page (decision 0018) was rendered where there is none.
 */
export function RenderWhenNear({
  placeholder,
  children,
  margin = '600px',
}: {
  placeholder: ReactNode;
  children: ReactNode;
  margin?: string;
}) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    // a transition: the part is built in slices between frames, so scrolling never waits for it
    return whenNear(element, () => startTransition(() => setNear(true)), margin);
  }, [near, margin]);
  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
