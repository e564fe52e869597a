import { DEFAULT_LOCALE, isLocale, type Locale } from '@simportal/contract/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setNotificationInstance } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { en: enUS, 'zh-CN': zhCN };
const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh-cn' };

/** Spec §9: toasts top-right, 5 s each, at most 20 at once. antd counts durations in seconds. */
const NOTIFICATION_CONFIG = { placement: 'topRight', duration: 5, maxCount: 20 } as const;
const MESSAGE_CONFIG = { duration: 5, maxCount: 20 } as const;

/**
 * WCAG AA contrast (4.5:1 for text): antd's default blue (#1677ff) gives 4.1:1 for links and for white text on
 * primary buttons, and its description grey 3.4:1. blue-7 and a darker grey pass on white and on #f5f5f5.
 */
const THEME = {
  token: { colorPrimary: '#0958d9', colorLink: '#0958d9', colorTextDescription: 'rgba(0, 0, 0, 0.65)' },
} as const;

/** Hands antd's context-aware notification instance to non-React code (see lib/notify.ts). */
function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationInstance(notification);
    return () => setNotificationInstance(null);
  }, [notification]);
  return null;
}

/** Everything the pages share: antd in the app's language, toasts, the server-state cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // set during render, not in an effect, so date pickers rendered in this pass already use it
  dayjs.locale(DAYJS_LOCALES[locale]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={THEME}>
      <App notification={NOTIFICATION_CONFIG} message={MESSAGE_CONFIG}>
        <NotificationBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
