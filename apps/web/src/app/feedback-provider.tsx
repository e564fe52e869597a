import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import type { HookAPI } from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifyError, setNotificationInstance } from '../lib/notify.ts';
import { lazyModal } from './lazy-modal.ts';
import type { ModalHost } from './modal-host.tsx';

/** Spec §9: toasts top-right, 5 s each, at most 20 at once. antd counts durations in seconds. */
const NOTIFICATION_CONFIG = { placement: 'topRight', duration: 5, maxCount: 20 } as const;
const MESSAGE_CONFIG = { duration: 5, maxCount: 20 } as const;

interface PendingModal {
  promise: Promise<HookAPI>;
  resolve: (api: HookAPI) => void;
}

/**
 * What antd's `App` gives the pages (notification, message and modal through `App.useApp()` or, lighter,
 * lib/feedback.ts's `useFeedback()`, and the theme's text style around everything), without `App` itself,
 * which imports Modal and with it antd's form and dialog code into the first load of every screen
 * (docs/decisions/0013-web-first-load.md). Toasts work from the start; Modal is fetched the first time a page
 * asks for a dialog.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notification, notificationHolder] = useNotification(NOTIFICATION_CONFIG);
  const [message, messageHolder] = useMessage(MESSAGE_CONFIG);
  const { token } = theme.useToken();

  const [Host, setHost] = useState<ComponentType<Parameters<typeof ModalHost>[0]> | null>(null);
  const pendingModal = useRef<PendingModal | null>(null);
  const whenModalReady = useCallback(() => {
    if (!pendingModal.current) {
      let resolve: (api: HookAPI) => void = () => {};
      let reject: (error: unknown) => void = () => {};
      const promise = new Promise<HookAPI>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      pendingModal.current = { promise, resolve };
      import('./modal-host.tsx').then(
        (module) => setHost(() => module.ModalHost),
        (error: unknown) => {
          // offline: say so, and let the next dialog try again
          pendingModal.current = null;
          reject(error);
          notifyError('network_error');
        },
      );
    }
    return pendingModal.current.promise;
  }, []);
  const onModalReady = useCallback((api: HookAPI) => pendingModal.current?.resolve(api), []);
  const modal = useMemo(() => lazyModal(whenModalReady), [whenModalReady]);

  const app = useMemo<useAppProps>(() => ({ notification, message, modal }), [notification, message, modal]);

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
        {notificationHolder}
        {messageHolder}
        {Host && <Host onReady={onModalReady} />}
        {children}
      </div>
    </AppContext.Provider>
  );
}
