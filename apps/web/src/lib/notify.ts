import type { NotificationArgsProps } from 'antd';
import { translateMessage } from './i18n.ts';

/**
 * Toasts for code outside React (the http client, loaders). antd's `App` owns the notification instance
 * (so toasts follow the ConfigProvider theme and locale); `NotificationBridge` hands it over here.
 */
type Kind = 'success' | 'info' | 'warning' | 'error';

/** The part of antd's notification instance (from `App.useApp()`) that is used here. */
export type NotificationApi = Record<Kind, (args: NotificationArgsProps) => void>;

let instance: NotificationApi | null = null;

export const setNotificationInstance = (next: NotificationApi | null): void => {
  instance = next;
};

const show = (kind: Kind, text: string) => {
  if (instance) {
    instance[kind]({ title: text, role: kind === 'error' ? 'alert' : 'status' });
    return;
  }
  // Before the App has mounted there is nowhere to show it; keep the message visible to developers.
  if (kind === 'error') console.error(text);
};

/** Shows a message key (or plain text when the key is unknown, or `fallback` when given). */
export const notifyError = (key: string, fallback?: string): void =>
  show('error', translateMessage(key, fallback));
export const notifySuccess = (key: string, fallback?: string): void =>
  show('success', translateMessage(key, fallback));
export const notifyInfo = (key: string, fallback?: string): void =>
  show('info', translateMessage(key, fallback));
