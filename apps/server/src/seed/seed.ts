import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { DEMO_SM_DP_ADDRESS, seedDemoEsimProfiles } from '../modules/esim/index.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './demo-customer.ts';
import { demoCards, seedDemoInventory } from './demo-inventory.ts';
import { DEMO_PREPAID_CARDS, mendDemoCardsInUse, prepayDemoCards } from './demo-sims.ts';
import { DEMO_STARTER_PACK, seedDemoStarterPack } from './demo-starter-pack.ts';
import { seedDemoSupport } from './demo-support.ts';
import { seedDemoWallet } from './demo-wallet.ts';

/** What the administrator meets at first sign-in, and how the invitations they send can be read. */
const firstSignInNotes = (config: Config): string[] => [
  ...(config.ADMIN_SECOND_FACTOR === 'required'
    ? ['    At first sign-in, Admin Management asks for an authenticator app (TOTP) to be set up.']
    : []),
  ...(config.SMTP_URL
    ? []
    : config.DEV_MAILBOX
      ? ['    No SMTP_URL: mail (invitations, codes) is not sent; read it at /dev/mailbox on this machine.']
      : [
          '    No SMTP_URL: mail (invitations, codes) is not sent. To read it, start with DEV_MAILBOX=true',
          '    (listed at /dev/mailbox on this machine), or set SMTP_URL to send it.',
        ]),
];

/**
 * Runs at every start and changes only what is missing: the administrator always, the demo data when
 * SEED_DEMO is on. Secrets generated here are printed once, on the start that created them.
 */
export const seed = async (
  db: Db,
  config: Config,
  log: FastifyBaseLogger | Console = console,
): Promise<void> => {
  const admin = await ensureAdmin(db, config);
  if (admin.generatedPassword) {
    // Printed on stdout rather than through the structured log so it is not shipped to log collectors.
    console.log(
      [
        '',
        '  Administrator account created (this password is shown only once):',
        `    username: ${admin.username}`,
        `    email:    ${admin.email}`,
        `    password: ${admin.generatedPassword}`,
        ...firstSignInNotes(config),
        '',
      ].join('\n'),
    );
  } else if (admin.created) {
    log.info({ username: admin.username, email: admin.email }, 'administrator created from ADMIN_EMAIL');
  }

  if (!config.SEED_DEMO) return;
  if (await seedDemoCustomer(db)) {
    console.log(
      [
        '  Demo customer account (demo data, SEED_DEMO=true):',
        `    username: ${DEMO_CUSTOMER.username}`,
        `    email:    ${DEMO_CUSTOMER.email}`,
        `    password: ${DEMO_CUSTOMER.password}`,
        '',
      ].join('\n'),
    );
  }
  await seedDemoWallet(db, config);
  await seedDemoSupport(db);
  const cards = await seedDemoInventory(db);
  const mended = await mendDemoCardsInUse(db, demoCards());
  if (mended > 0) log.info({ cards: mended }, 'demo cards in use without a holder made StarterPack cards');
  if (cards.length > 0) {
    console.log('  Demo SIM cards you can bind (card number / ICCID / verify code):');
    for (const card of cards) console.log(`    ${card.cardNumber}  ${card.iccid}  ${card.verifyCode}`);
    const prepaidPlan = await prepayDemoCards(db, cards, demoCards());
    if (prepaidPlan) {
      const { from, to, days } = DEMO_PREPAID_CARDS;
      console.log(
        `  (cards ${from}–${to} are StarterPack cards: ${days} prepaid days of "${prepaidPlan}", in use once bound)`,
      );
    }
    if (await seedDemoStarterPack(db, cards, demoCards())) {
      console.log(
        `  (card ${DEMO_STARTER_PACK.number} is a StarterPack card: ${DEMO_STARTER_PACK.days} prepaid days)`,
      );
    }
    console.log('');
  }
  const esimProfiles = await seedDemoEsimProfiles(db);
  if (esimProfiles > 0) {
    console.log(`  ${esimProfiles} demo eSIM profiles in stock (SM-DP+ ${DEMO_SM_DP_ADDRESS}, demo data)\n`);
  }
};
