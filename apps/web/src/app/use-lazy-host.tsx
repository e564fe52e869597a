import { type ComponentType, type ReactNode, startTransition, useCallback, useRef, useState } from 'react';

/** A component, fetched on demand, that hands over an API (antd's modal or toast instances) once mounted. */
export type HostComponent<T> = ComponentType<{ onReady: (api: T) => void }>;

interface Pending<T> {
  promise: Promise<T>;
  resolve: (api: T) => void;
}

/**
 * Fetches and mounts a host component the first time `whenReady()` is called, and resolves with the API it
 * hands over. A failed fetch (offline) rejects and lets the next call try again.
 */
export function useLazyHost<T>(load: () => Promise<HostComponent<T>>): {
  host: ReactNode;
  whenReady: () => Promise<T>;
} {
  const [Host, setHost] = useState<HostComponent<T> | null>(null);
  const pending = useRef<Pending<T> | null>(null);
  const whenReady = useCallback(() => {
    if (!pending.current) {
      let resolve: (api: T) => void = () => {};
      let reject: (error: unknown) => void = () => {};
      const promise = new Promise<T>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      pending.current = { promise, resolve };
      load().then(
        // a transition: React builds the host in slices between frames instead of one long task
        (component) => startTransition(() => setHost(() => component)),
        (error: unknown) => {
          pending.current = null;
          reject(error);
        },
      );
    }
    return pending.current.promise;
  }, [load]);
  const onReady = useCallback((api: T) => pending.current?.resolve(api), []);
  return { host: Host ? <Host onReady={onReady} /> : null, whenReady };
}
