// i18n initialises on import, before anything renders a string
import './lib/i18n.ts';
import './app/global.css';
import { startApp } from './app/loading/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);

// The service worker (installable app, web push, offline wallet) after the page has loaded and gone idle, in a chunk of its own:
// never part of a page's first load (docs/decisions/0070)
if (import.meta.env.PROD) {
  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(work, { timeout: 5000 })
      : setTimeout(work, 2000);
  const register = () =>
    whenIdle(() => {
      void import('./browser/service-worker.ts').then(async (worker) => {
        if (!(await worker.registerServiceWorker())) return;
        // the files this first load fetched before the worker could keep them (decision 0099)
        await navigator.serviceWorker.ready;
        await worker.cacheLoadedAssets();
      });
      // the offline wallet keeps what the signed-in customer's pages show, for when the connection is gone
      void import('./app/offline/offline-wallet.ts').then(({ offlineWallet }) => offlineWallet.start());
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
