import IconContext from '@ant-design/icons/es/components/Context';
import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyArt } from '../components/illustrations.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useAntdLocale } from '../lib/ui-locale.ts';
import { useAntdIconNames } from './antd-icon-names.tsx';
import { FeedbackProvider } from './feedback-provider.tsx';
import { THEME } from './theme.ts';

/**
 * Every antd icon inserts the icons' few rules itself, after it mounts: it looks for them among every `<style>`
 * of the head, once per icon (a page's first commit spent an eighth of its time there on a phone). antd writes
 * the same rules itself (its icon reset, which its stylesheet holds, decision 0029), so the icons are told not
 * to (`zeroRuntime`), and that reset is the one copy.
 */
const ICONS = { zeroRuntime: true };

/** antd's empty states (tables, lists, selects) show the product's own picture (decision 0046). */
const BUTTON = { autoInsertSpace: false };
const EMPTY = { image: <EmptyArt /> };

/** Everything the pages share: antd in the app's language, toasts, the server-state cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale: Locale = localeOrDefault(i18n.language);
  // antd's and dayjs's Chinese texts are fetched when Chinese is chosen (lib/ui-locale.ts, which also sets
  // dayjs's language before the switch); this re-renders once they are there
  const antdLocale = useAntdLocale(locale);
  const iconNames = useAntdIconNames();
  return (
    // autoInsertSpace off: antd would write a two-character Chinese label as "订 购", which screen readers spell
    // out and which no longer matches the button's accessible name (WCAG 2.5.3)
    <ConfigProvider locale={antdLocale} theme={THEME} button={BUTTON} empty={EMPTY} {...iconNames}>
      <IconContext.Provider value={ICONS}>
        <FeedbackProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </FeedbackProvider>
      </IconContext.Provider>
    </ConfigProvider>
  );
}
