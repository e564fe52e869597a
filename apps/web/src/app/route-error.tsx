import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundLayoutFrame } from './layouts/not-found-layout.tsx';

// Loaded only when an error happens: both carry antd's Result and its illustrations.
const NotFoundPage = lazy(() =>
  import('../features/errors/pages/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);
const FaultPage = lazy(() => import('./fault-page.tsx').then((module) => ({ default: module.FaultPage })));

/**
 * The error boundary under the root shell: a 404 thrown by a route (e.g. /disclaimer/fr) shows the same
 * page as an unknown path; anything else is an unexpected fault with a way to reload.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <NotFoundLayoutFrame>
      <Suspense fallback={null}>{notFound ? <NotFoundPage /> : <FaultPage />}</Suspense>
    </NotFoundLayoutFrame>
  );
}
