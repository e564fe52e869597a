import type { SimCard } from '@simportal/contract/api/sims';
import { Drawer } from 'antd';
import { ConnectionDoctor } from '../../../components/connection-doctor.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';

/**
 * "Not connecting?" of a card on My SIMs (issue #69): the doctor in a drawer, full width on a phone. Its fix for
 * a paused or planless card opens the card's plan dialog (`onOrderPlan`), which takes the drawer's place.
 */
export function ConnectionDrawer({
  open,
  onClose,
  card,
  title,
  onOrderPlan,
}: {
  open: boolean;
  onClose: () => void;
  card: Pick<SimCard, 'id'>;
  title: string;
  onOrderPlan: () => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Drawer open={open} onClose={onClose} title={title} size={phone ? '100%' : 480} destroyOnHidden>
      {open && <ConnectionDoctor cardId={card.id} source="customer" onOrderPlan={onOrderPlan} />}
    </Drawer>
  );
}
