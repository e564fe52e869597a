import './component-env.ts';
import type { Locale } from '@simportal/contract/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
// Under Node, `antd` and `antd/es/...` are two copies of antd's App context: pages that call App.useApp() read
// the first, lib/feedback.ts's useFeedback() (the app's own provider, app/feedback-provider.tsx) the second.
// Both are provided, so a component gets its toasts and dialogs whichever way it asks.
import EsApp from 'antd/es/app';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { THEME } from '../app/theme.ts';
import { i18n } from '../lib/i18n.ts';
import { setNotificationInstance } from '../lib/notify.ts';

/** What app/feedback-provider.tsx does: lib/notify.ts's toasts (notifyError, notifySuccess) show in the App. */
function NotifyBridge() {
  const { notification } = EsApp.useApp();
  useEffect(() => {
    setNotificationInstance(notification);
    return () => setNotificationInstance(null);
  }, [notification]);
  return null;
}

/**
 * Renders a component as the app would, in `locale`: antd with the app's theme and its App context (toasts),
 * a fresh query cache (no retries: a failure shows at once), and a router at `path`.
 */
export const renderInApp = async (
  ui: ReactNode,
  { locale = 'en', path = '/' }: { locale?: Locale; path?: string } = {},
) => {
  await i18n.changeLanguage(locale);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <ConfigProvider theme={THEME} button={{ autoInsertSpace: false }}>
      <App>
        <EsApp>
          <NotifyBridge />
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </QueryClientProvider>
        </EsApp>
      </App>
    </ConfigProvider>,
  );
  return { ...result, queryClient };
};
