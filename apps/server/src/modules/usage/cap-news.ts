import type { NotifyEvent } from '../notify/index.ts';

/** A card's cap news for its holder (issue #59): what notify's cap texts say (notify/texts/card-caps.ts). */
export type CapNewsOf = Extract<NotifyEvent, { kind: 'cap.warned' | 'cap.reached' }>['data'] & {
  userId: number;
};

/**
 * A cap's news as the event to tell (issue #68): `cap.warned` at 80 %, `cap.reached` when reached or when the
 * run paused the card for it. notify tells the holder through their channels for the caps alert (decision 0073).
 */
export const capNewsEvent = ({ userId, ...data }: CapNewsOf): NotifyEvent =>
  data.news === 'warned' ? { kind: 'cap.warned', userId, data } : { kind: 'cap.reached', userId, data };
