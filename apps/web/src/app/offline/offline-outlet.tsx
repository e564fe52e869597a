import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { loadTexts } from '../../lib/i18n.ts';
import { useOnline } from '../../lib/use-online.ts';
import type { TextArea } from '../../locales/text-files.ts';
import { FaultPage } from '../fault-page.tsx';
import type { RouteHandle } from '../use-document-title.ts';

/** The texts the note shows (its own, and the support contacts'), loaded with it. */
export const OFFLINE_NOTE_TEXTS: readonly TextArea[] = ['offline', 'support'];

// fetched online by the offline wallet (offline-wallet.ts) with its texts in every language, so it is at hand
// when the connection is not
const OfflineNote = lazy(async () => {
  const [module] = await Promise.all([import('./offline-note.tsx'), loadTexts(OFFLINE_NOTE_TEXTS)]);
  return { default: module.OfflineNote };
});

/**
 * The page of a layout (decision 0099): online, as always; offline, a page of the offline wallet (the route table's
 * `offline`) under a note saying how old its figures are, and any other page says it needs a connection.
 */
export function OfflineOutlet() {
  const online = useOnline();
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  if (online) return <Outlet />;
  if (!route?.offline) return <FaultPage kind="offline" />;
  return (
    <>
      <Suspense fallback={null}>
        <OfflineNote />
      </Suspense>
      <Outlet />
    </>
  );
}
