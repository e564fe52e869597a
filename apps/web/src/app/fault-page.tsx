import './fault-page.css';
import { pathInLanguage } from '@simportal/contract/page-language';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FaultArt } from '../components/illustrations.tsx';
import { currentLocale } from '../lib/i18n.ts';
import { reloadOnceForNewVersion } from './loading/chunk-load-error.ts';
import { reloadPage } from './loading/page-reload.ts';

/**
 * An unexpected fault, a chunk of the running version that could not be fetched (a deploy), or a page that needs
 * a connection the browser does not have (decision 0099).
 */
export type FaultKind = 'fault' | 'new-version' | 'offline';

const TEXTS = {
  fault: { title: 'routeError.title', description: 'routeError.description' },
  'new-version': { title: 'routeError.newVersionTitle', description: 'routeError.newVersionDescription' },
  offline: { title: 'offline.title', description: 'offline.description' },
} as const satisfies Record<FaultKind, { title: string; description: string }>;

/**
 * What a page that cannot be shown says, with a way to reload and a way home. It is part of the first load and
 * uses nothing that is fetched later (no antd, no lazy part): it must show when no other chunk can be fetched,
 * as during a deploy. Its texts are in `common`, which the first load holds in both languages. Home is a full
 * page load, which also brings the new version after a deploy.
 */
export function FaultPage({ kind = 'fault' }: { kind?: FaultKind }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (kind === 'new-version') void reloadOnceForNewVersion();
  }, [kind]);
  const offline = kind === 'offline';
  return (
    <section className="fault-page" aria-labelledby="fault-page-title">
      <FaultArt />
      <h1 id="fault-page-title" className="fault-page-title">
        {t(TEXTS[kind].title)}
      </h1>
      <p className="fault-page-description">{t(TEXTS[kind].description)}</p>
      <div className="fault-page-actions">
        <button type="button" className="fault-page-reload" onClick={reloadPage}>
          {t('routeError.reload')}
        </button>
        {/* offline, the way to what still works: My SIMs' cards and eSIM codes as last seen */}
        <a className="fault-page-home" href={pathInLanguage(offline ? '/mySims' : '/home', currentLocale())}>
          {t(offline ? 'offline.mySims' : 'common.backHome')}
        </a>
      </div>
    </section>
  );
}
