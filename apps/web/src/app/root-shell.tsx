import { Outlet } from 'react-router';
import { useNavigationProgress } from './progress.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** The root route: behaviour common to every screen (spec §2), around whichever layout matched. */
export function RootShell() {
  useNavigationProgress();
  useDocumentTitle();
  return <Outlet />;
}
