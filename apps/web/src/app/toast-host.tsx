import type { MessageInstance } from 'antd/es/message/interface';
import useMessage from 'antd/es/message/useMessage';
import type { NotificationInstance } from 'antd/es/notification/interface';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect, useMemo } from 'react';
import { STATUS_ICONS } from '../components/status-icons.tsx';

/**
 * Spec §9: toasts top-right, 5 s each, at most 20 at once. antd counts durations in seconds. They start below
 * the header (64 px), so a toast never covers the language switch, the balance or the account menu.
 */
const NOTIFICATION_CONFIG = { placement: 'topRight', top: 72, duration: 5, maxCount: 20 } as const;
const MESSAGE_CONFIG = { duration: 5, maxCount: 20 } as const;

export interface Toasts {
  notification: NotificationInstance;
  message: MessageInstance;
}

const KINDS = ['success', 'info', 'warning', 'error'] as const;

/**
 * A toast's status icon beside its text, hidden from screen readers: antd names it "check-circle" or
 * "close-circle", in English on a Chinese page too (decision 0038). The toast's role says what kind it is.
 */
const withQuietIcons = (notification: NotificationInstance): NotificationInstance => ({
  ...notification,
  ...Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      (args: Parameters<NotificationInstance['success']>[0]) =>
        notification[kind]({ icon: STATUS_ICONS[kind], ...args }),
    ]),
  ),
});

/**
 * antd's notification and message hooks, in a chunk of their own: FeedbackProvider mounts this once the first
 * screen is up (or at the first toast), so the toast code is not in the first load of every page.
 */
export function ToastHost({ onReady }: { onReady: (toasts: Toasts) => void }) {
  const [named, notificationHolder] = useNotification(NOTIFICATION_CONFIG);
  const [message, messageHolder] = useMessage(MESSAGE_CONFIG);
  const notification = useMemo(() => withQuietIcons(named), [named]);
  useEffect(() => onReady({ notification, message }), [notification, message, onReady]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
