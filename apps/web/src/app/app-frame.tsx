import { type createCache, StyleProvider } from '@ant-design/cssinjs';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { AppProviders } from './providers.tsx';

/**
 * What wraps the router, in the browser and in the build's prerender alike: hydration needs both trees to have
 * the same shape. The prerender passes its own style cache to collect antd's styles; the browser uses antd's.
 */
export function AppFrame({
  styleCache,
  onFirstCommit,
  children,
}: {
  styleCache?: ReturnType<typeof createCache>;
  /** Runs once the first render is on screen: for a prerendered page, once the app has hydrated it. */
  onFirstCommit?: () => void;
  children: ReactNode;
}) {
  // the frame's effect runs after every effect below it, so after the whole first render
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <AppProviders>{children}</AppProviders>
      </StyleProvider>
    </StrictMode>
  );
}
