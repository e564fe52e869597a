// The channel names the portal itself gives a card (sim_cards.channel_name); an import names its own channels,
// which are shown as written. The screens translate these two (issue #56).

/** The demo inventory's cards (SEED_DEMO). */
export const DEMO_CHANNEL = 'Demo channel';

/** A card created when a customer applied for an eSIM on this site. */
export const ESIM_APPLICATION_CHANNEL = 'eSIM';

/** The portal's own channel names, by the text key that says them: `admin.cards.channels.<key>`. */
export const PORTAL_CHANNELS: ReadonlyMap<string, 'demo' | 'esimApplication'> = new Map([
  [DEMO_CHANNEL, 'demo'],
  [ESIM_APPLICATION_CHANNEL, 'esimApplication'],
]);
