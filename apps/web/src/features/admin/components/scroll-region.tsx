import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside a named region that the keyboard can reach
 * (WCAG 2.1.1: a scrollable area must be focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
    <section className="admin-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
