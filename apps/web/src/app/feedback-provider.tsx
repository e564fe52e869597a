import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import type { HookAPI } from 'antd/es/modal/useModal';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { notifyError, setNotificationInstance } from '../lib/notify.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { lazyModal } from './lazy-modal.ts';
import { lazyToasts } from './lazy-toasts.ts';
import { type HostComponent, useLazyHost } from './use-lazy-host.tsx';

const loadModalHost = (): Promise<HostComponent<HookAPI>> =>
  import('./modal-host.tsx').then((module) => module.ModalHost);
const loadToastHost = () => import('./toast-host.tsx').then((module) => module.ToastHost);

/**
 * What antd's `App` gives the pages (notification, message and modal through `App.useApp()` or, lighter,
 * lib/feedback.ts's `useFeedback()`, and the theme's text style around everything), without `App` itself,
 * which imports Modal and with it antd's form and dialog code into the first load of every screen
 * (docs/decisions/0013-web-first-load.md). Toasts work from the start (a toast asked for before their code has
 * arrived shows when it does); Modal is fetched the first time a page asks for a dialog.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const dialogs = useLazyHost(loadModalHost);
  const toasts = useLazyHost(loadToastHost);
  const whenModalReady = dialogs.whenReady;
  const openDialog = useCallback(
    () =>
      whenModalReady().catch((error: unknown) => {
        // offline: say so; the next dialog tries again
        notifyError('network_error');
        throw error;
      }),
    [whenModalReady],
  );
  const modal = useMemo(() => lazyModal(openDialog), [openDialog]);
  const { notification, message } = useMemo(() => lazyToasts(toasts.whenReady), [toasts.whenReady]);
  const app = useMemo<useAppProps>(() => ({ notification, message, modal }), [notification, message, modal]);

  // The toast code is fetched once the first screen is up, so a toast later (offline included) shows at once.
  const { whenReady: whenToastsReady } = toasts;
  useEffect(
    () =>
      whenIdle(() => {
        whenToastsReady().catch(() => undefined);
      }, 3_000),
    [whenToastsReady],
  );

  // non-React code (the http client, loaders) toasts through lib/notify.ts
  useEffect(() => {
    setNotificationInstance(notification);
    return () => setNotificationInstance(null);
  }, [notification]);

  return (
    <AppContext.Provider value={app}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {toasts.host}
        {dialogs.host}
        {children}
      </div>
    </AppContext.Provider>
  );
}
