import { type createCache, StyleProvider } from '@ant-design/cssinjs';
import { type ReactNode, StrictMode } from 'react';
import { AppProviders } from './providers.tsx';

/**
 * What wraps the router, in the browser and in the build's prerender alike: hydration needs both trees to have
 * the same shape. The prerender passes its own style cache to collect antd's styles; the browser uses antd's.
 */
export function AppFrame({
  styleCache,
  children,
}: {
  styleCache?: ReturnType<typeof createCache>;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <AppProviders>{children}</AppProviders>
      </StyleProvider>
    </StrictMode>
  );
}
