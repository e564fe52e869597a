import { DEFAULT_LOCALE, isLocale, type Locale } from '@simportal/contract/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { useAntdLocale } from '../lib/ui-locale.ts';
import { FeedbackProvider } from './feedback-provider.tsx';
import { THEME } from './theme.ts';

/** Everything the pages share: antd in the app's language, toasts, the server-state cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // antd's and dayjs's Chinese texts are fetched when Chinese is chosen (lib/ui-locale.ts, which also sets
  // dayjs's language before the switch); this re-renders once they are there
  const antdLocale = useAntdLocale(locale);
  return (
    // autoInsertSpace off: antd would write a two-character Chinese label as "订 购", which screen readers spell
    // out and which no longer matches the button's accessible name (WCAG 2.5.3)
    <ConfigProvider locale={antdLocale} theme={THEME} button={{ autoInsertSpace: false }}>
      <FeedbackProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
