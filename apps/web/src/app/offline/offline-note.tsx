import './offline-note.css';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportChannelList } from '../../components/support-channels.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { useSupportSettings } from '../../lib/support-query.ts';
import { carriesFigures } from './wallet-queries.ts';

/** The oldest answer the wallet's pages show: the figures are "as of" then, at the latest. */
const useOldestWalletAnswer = (): number | null => {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const times = cache
        .findAll({ predicate: (query) => carriesFigures(query.queryKey) && query.state.data !== undefined })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length > 0 ? Math.min(...times) : null;
    },
  );
};

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * Above an offline wallet page: offline, and as of when (HH:MM, with the day when it was not today), that
 * changes wait for the connection, and how to reach support, all from what was kept.
 */
export function OfflineNote() {
  const { t } = useTranslation();
  const asOf = useOldestWalletAnswer();
  const support = useSupportSettings().data;
  const locale = currentLocale();
  let title = t('offline.title');
  if (asOf !== null) {
    const at = new Date(asOf);
    const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
    title = sameDay(at, new Date())
      ? t('offlineNote.asOf', { time })
      : t('offlineNote.asOfDay', {
          time,
          day: at.toLocaleDateString(locale, { month: 'short', day: 'numeric' }),
        });
  }
  return (
    <section className="offline-note" aria-labelledby="offline-note-title" data-testid="offline-note">
      <p id="offline-note-title" className="offline-note-title" role="status">
        {title}
      </p>
      <p className="offline-note-hint">{t('offlineNote.hint')}</p>
      {support && support.channels.length > 0 && (
        <details className="offline-note-support">
          <summary>{t('offlineNote.support')}</summary>
          <SupportChannelList settings={support} />
        </details>
      )}
    </section>
  );
}
