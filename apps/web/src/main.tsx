import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
// i18n initialises on import, before anything renders a string
import './lib/i18n.ts';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { setNavigator } from './lib/navigation.ts';

// Non-React code (the http client ending a session) navigates through the router, without a page reload.
// A session can end while the guard runs for a navigation, so "where the user is" is that navigation's target.
setNavigator({
  navigate: (to) => {
    void router.navigate(to);
  },
  currentPath: () => {
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}`;
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
