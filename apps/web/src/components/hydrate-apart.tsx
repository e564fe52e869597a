import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page that React takes over in a pass of its own, after the page around it (decision
 * 0061). A Suspense boundary in the server's HTML stays as it was sent until React comes back to it at its
 * lowest priority, so the page's take-over is a few short passes, each with its own commit and effects, rather
 * than one commit whose effects (queries subscribing, antd's motion and styles) were a long task on a phone.
 * Rendered afresh (not from the server's HTML), it is an ordinary boundary that nothing below suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
