import { PORTAL_CHANNELS } from '@simportal/contract/card-channels';
import type { TFunction } from 'i18next';

/**
 * A card's channel as the Card List shows it: the portal's own channel names (the demo inventory's, an eSIM a
 * customer applied for) in the reader's language, an imported card's channel as its import wrote it.
 */
export const channelLabel = (channelName: string, t: TFunction): string => {
  const key = PORTAL_CHANNELS.get(channelName);
  return key ? t(`admin.cards.channels.${key}`) : channelName;
};
