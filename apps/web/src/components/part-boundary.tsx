import { Component, type ReactNode } from 'react';
import { notifyError } from '../lib/notify.ts';

/** The failure of fetching a lazy part's code (not an error of the part itself). */
export class PartLoadError extends Error {}

/**
 * Catches the failed fetch of a lazy part's code (components/lazy-part.tsx): the user gets the same toast as
 * for any request that could not be sent, `fallback` stays in the part's place, and `onLoadFailed` runs.
 * Anything else the part throws goes on to the route's error boundary.
 */
export class PartBoundary extends Component<
  { fallback: ReactNode; onLoadFailed?: () => void; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadError)) return;
    notifyError('network_error');
    this.props.onLoadFailed?.();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}
