import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { Toasts } from './toast-host.tsx';

const NOTIFICATION_KINDS = ['success', 'error', 'info', 'warning', 'open', 'destroy'] as const;
const MESSAGE_KINDS = ['success', 'error', 'info', 'warning', 'loading', 'open', 'destroy'] as const;

/**
 * `App.useApp()`'s notification and message before antd's toast code has been fetched: each call waits for
 * `whenReady` (which fetches and mounts it) and is then shown, in the order made. A message's handle closes it
 * and resolves when it closes, as antd's own does, also when used while the message is still on its way.
 */
export const lazyToasts = (whenReady: () => Promise<Toasts>): Toasts => {
  const notification = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      (...args: unknown[]) => {
        void whenReady().then(({ notification: api }) =>
          (api[kind] as (...values: unknown[]) => void)(...args),
        );
      },
    ]),
  ) as unknown as NotificationInstance;

  const message = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => [
      kind,
      (...args: unknown[]): MessageType | undefined => {
        // antd's handle is a thenable: it is wrapped, or the promise would wait for the message to close
        const shown = whenReady().then(({ message: api }) => ({
          handle: (api[kind] as (...values: unknown[]) => MessageType | undefined)(...args),
        }));
        if (kind === 'destroy') return undefined;
        const close = () => {
          void shown.then(({ handle }) => handle?.());
        };
        // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable, and this stands in for it
        close.then = (resolve?: (closed: boolean) => unknown, reject?: (reason: unknown) => unknown) =>
          shown.then(({ handle }) => (handle ? handle.then(resolve, reject) : resolve?.(true)), reject);
        return close as MessageType;
      },
    ]),
  ) as unknown as MessageInstance;

  return { notification, message };
};
