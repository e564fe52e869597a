import type { useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect, useMemo } from 'react';
import { STATUS_ICONS } from '../components/status-icons.tsx';
import { TOAST_OFFSETS, withToastPlacement } from './toast-placement.ts';

/**
 * Spec §9: toasts 5 s each, at most 20 at once (antd counts durations in seconds). Not at the top right as the
 * specification has them: each toast is placed where it covers neither the heading nor an open dialog
 * (toast-placement.ts, decision 0046).
 */
const NOTIFICATION_CONFIG = { ...TOAST_OFFSETS, duration: 5, maxCount: 20 } as const;
const MESSAGE_CONFIG = { duration: 5, maxCount: 20 } as const;

const KINDS = ['success', 'info', 'warning', 'error'] as const;

/**
 * A toast's status icon beside its text, hidden from screen readers: antd names it "check-circle" or
 * "close-circle", in English on a Chinese page too (decision 0038). The toast's role says what kind it is.
 * Placed where it hides neither the heading nor a dialog (toast-placement.ts); and one toast per thing said: a
 * text already on screen is shown again in its place (its key), not stacked under an identical one.
 */
const withQuietIcons = (notification: NotificationInstance): NotificationInstance => ({
  ...notification,
  ...Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      (args: Parameters<NotificationInstance['success']>[0]) =>
        withToastPlacement((placement) =>
          notification[kind]({
            icon: STATUS_ICONS[kind],
            placement,
            ...(typeof args.title === 'string' ? { key: `${kind}:${args.title}` } : {}),
            ...args,
          }),
        ),
    ]),
  ),
});

/**
 * antd's notification, message and modal hooks, in a chunk of their own that FeedbackProvider fetches once the
 * first screen is up: Modal (antd's dialog and form context) and the toasts' motion code stay out of every
 * page's first load.
 */
export function FeedbackHosts({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [named, notificationHolder] = useNotification(NOTIFICATION_CONFIG);
  const [message, messageHolder] = useMessage(MESSAGE_CONFIG);
  const [modal, modalHolder] = useModal();
  const notification = useMemo(() => withQuietIcons(named), [named]);
  useEffect(() => onReady({ notification, message, modal }), [notification, message, modal, onReady]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
      {modalHolder}
    </>
  );
}
