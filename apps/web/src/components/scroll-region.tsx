import './scroll-region.css';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside a named region that the keyboard can reach
 * (WCAG 2.1.1: a scrollable area must be focusable), rather than inside antd's own unfocusable scroller.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section className="scroll-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
