import type { AdminCard } from '@simportal/contract/api/admin';
import { Button, Drawer } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';

/** The doctor arrives with the console's first open drawer, not with the page. */
const ConnectionDoctor = lazy(() =>
  import('../../../components/connection-doctor.tsx').then((m) => ({ default: m.ConnectionDoctor })),
);

/**
 * The console's "Connection" beside a card (issue #69): what the holder's "Not connecting?" shows, read-only, in a
 * drawer: the doctor's finding, the fix the customer is told, the card's last network events.
 */
export function CardConnectionButton({ card, size }: { card: AdminCard; size?: 'small' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <>
      <Button
        size={size}
        onClick={() => setOpen(true)}
        aria-label={t('admin.cards.connectionOf', { number: card.cardNumber })}
      >
        {t('admin.cards.connection')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('sims.doctor.title', { card: card.cardNumber })}
        size={phone ? '100%' : 480}
        destroyOnHidden
      >
        {open && (
          <Suspense fallback={null}>
            <ConnectionDoctor cardId={card.id} source="console" />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
