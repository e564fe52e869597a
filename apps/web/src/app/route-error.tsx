import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { type FaultKind, FaultPage } from './fault-page.tsx';
import { NotFoundLayoutFrame } from './layouts/not-found-layout.tsx';
import { isChunkLoadError } from './loading/chunk-load-error.ts';

// Loaded only when a route answers 404: it carries antd's Result and its illustrations.
const NotFoundPage = lazy(() =>
  import('../features/errors/pages/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

// offline, a chunk that could not be fetched is the connection, not a new version: no reload that cannot work
const faultKindOf = (error: unknown): FaultKind => {
  if (!isChunkLoadError(error)) return 'fault';
  return typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'new-version';
};

/** Shows the fault page instead of a part that failed, such as the 404 page when its chunk cannot be fetched. */
class FaultBoundary extends Component<{ children: ReactNode }, { kind?: FaultKind }> {
  override state: { kind?: FaultKind } = {};

  static getDerivedStateFromError(error: unknown) {
    return { kind: faultKindOf(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.kind ? <FaultPage kind={this.state.kind} /> : this.props.children;
  }
}

/**
 * The router's error boundary (router.tsx): a 404 thrown by a route (e.g. /disclaimer/fr) shows the same page as
 * an unknown path; a chunk that could not be fetched says a new version is there; anything else is an unexpected
 * fault. Everything but the 404 page is in the first load, so it shows when nothing more can be fetched.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <NotFoundLayoutFrame>
      {notFound ? (
        <FaultBoundary>
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        </FaultBoundary>
      ) : (
        <FaultPage kind={faultKindOf(error)} />
      )}
    </NotFoundLayoutFrame>
  );
}
