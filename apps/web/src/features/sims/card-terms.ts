import type { SimCard } from '@simportal/contract/api/sims';
import type { SimStatus } from '@simportal/contract/enums';

/** antd Tag colours of the statuses: in use green, stopped for lack of credit red, paused amber. */
export const STATUS_COLORS: Record<SimStatus, string | undefined> = {
  NOT_ACTIVE: undefined,
  USING: 'green',
  SUSPEND: 'red',
  PAUSED: 'gold',
};

/** A card without a plan needs a basic plan first (spec §4). */
export const needsBasicPlan = (card: Pick<SimCard, 'currentPlan'>): boolean => card.currentPlan === null;

/** Paused and not-active cards are activated by ordering a basic plan on /plan (spec §4). */
export const offersActivation = (card: Pick<SimCard, 'status'>): boolean =>
  card.status === 'PAUSED' || card.status === 'NOT_ACTIVE';

/** A card's heading: its label when it has one, else its number. */
export const cardTitle = (card: Pick<SimCard, 'label' | 'cardNumber'>): string =>
  card.label ?? card.cardNumber;
