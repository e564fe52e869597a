import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setNotificationInstance } from '../lib/notify.ts';

type Hosts = ComponentType<{ onReady: (api: useAppProps) => void }>;
type Feedback = Required<useAppProps>;

/**
 * `api`'s methods, callable at once: each call waits for `ready()` (which fetches the hosts when they are not
 * there yet, again after a failed fetch) and is then made, in the order made. No caller reads what they return.
 */
const deferred = <T extends object>(ready: () => Promise<T>, kinds: readonly string[]): T =>
  Object.fromEntries(
    kinds.map((kind) => [
      kind,
      (...args: unknown[]) => {
        void ready().then((api) => (api[kind as keyof T] as (...values: unknown[]) => unknown)(...args));
      },
    ]),
  ) as T;

const TOAST_KINDS = ['success', 'error', 'info', 'warning', 'open', 'destroy'];
const MESSAGE_KINDS = [...TOAST_KINDS, 'loading'];
const MODAL_KINDS = ['info', 'success', 'error', 'warning', 'confirm'];

/**
 * What antd's `App` gives the pages (notification, message and modal through lib/feedback.ts's `useFeedback()`,
 * and the theme's text style around everything), without `App` itself, which imports Modal and antd's form code
 * into the first load of every screen. Their code (feedback-hosts.tsx) is fetched once the first screen is up;
 * a toast or a dialog asked for before it has arrived shows when it does.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [Host, setHost] = useState<Hosts | null>(null);
  const pending = useRef<{ promise: Promise<Feedback>; resolve: (api: Feedback) => void } | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const ready = useCallback(() => {
    if (!pending.current) {
      let resolve: (api: Feedback) => void = () => {};
      const promise = new Promise<Feedback>((done) => {
        resolve = done;
      });
      pending.current = { promise, resolve };
    }
    loading.current ??= import('./feedback-hosts.tsx').then(
      (module) => setHost(() => module.FeedbackHosts),
      () => {
        // offline: the next call asks again
        loading.current = null;
      },
    );
    return pending.current.promise;
  }, []);
  const onReady = useCallback((api: useAppProps) => pending.current?.resolve(api as Feedback), []);
  const app = useMemo<useAppProps>(
    () => ({
      notification: deferred(() => ready().then((api) => api.notification), TOAST_KINDS),
      message: deferred(() => ready().then((api) => api.message), MESSAGE_KINDS),
      modal: deferred(() => ready().then((api) => api.modal), MODAL_KINDS),
    }),
    [ready],
  );

  // fetched once the first screen is up, so a toast later (offline included) shows at once
  useEffect(() => {
    void ready();
  }, [ready]);
  // non-React code (the http client, loaders) toasts through lib/notify.ts
  useEffect(() => {
    setNotificationInstance(app.notification ?? null);
    return () => setNotificationInstance(null);
  }, [app]);

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
        {Host && <Host onReady={onReady} />}
        {children}
      </div>
    </AppContext.Provider>
  );
}
