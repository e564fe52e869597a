import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTO_ADD_ON_REFUSALS } from '@simportal/contract/auto-add-on';
import { LOCALES, type Locale } from '@simportal/contract/locales';
import { describe, expect, it } from 'vitest';
import { consentsOf, readmeText } from '../src/modules/data-export/readme.ts';
import {
  renderAccountDeletedMail,
  renderAccountNoticeMail,
  renderAdminInvitationMail,
  renderCodeMail,
  renderDeletionCodeMail,
  renderFailuresMail,
  renderNewSignInMail,
  renderPasskeyChangedMail,
  renderPasswordChangedMail,
  renderProofLockedMail,
  renderRecoveryCodesReplacedMail,
  renderSecondFactorEnrolledMail,
  renderSecondFactorRemovedMail,
} from '../src/modules/mail/index.ts';
import { mailResourcesOf } from '../src/modules/mail/mail-texts.ts';
import { bindLockTexts, lowStockTexts } from '../src/modules/notify/texts/admin-alerts.ts';
import { autoAddOnBoughtTexts, autoAddOnRefusedTexts } from '../src/modules/notify/texts/auto-add-on.ts';
import { balanceLowTexts, runwayLowTexts } from '../src/modules/notify/texts/balance.ts';
import { bridgeEndedTexts, bridgeStartedTexts } from '../src/modules/notify/texts/bridges.ts';
import { capReachedTexts, capWarnedTexts } from '../src/modules/notify/texts/card-caps.ts';
import { cardSuspendedTexts } from '../src/modules/notify/texts/card-suspended.ts';
import { cardTakenBackTexts } from '../src/modules/notify/texts/card-taken-back.ts';
import type { EventTexts } from '../src/modules/notify/texts/event-texts.ts';
import { lifelineStartedTexts } from '../src/modules/notify/texts/lifeline.ts';
import { payOrderCreditedTexts, payOrderWaitingTexts } from '../src/modules/notify/texts/pay-orders.ts';
import { tripTomorrowTexts } from '../src/modules/notify/texts/trip-tomorrow.ts';
import { usageThresholdTexts } from '../src/modules/notify/texts/usage-threshold.ts';

// A third language is data (issue #35, docs/decisions/0048-mails-from-resources.md): adding a locale to LOCALES
// and its apps/web/src/locales/<locale>/mail.json is all it takes for every mail to speak it. Held here by
// rendering every mail in every locale of LOCALES, by the resources having every text in every locale, and by
// no server source choosing words by comparing a locale with a literal.

const REPO = path.resolve(import.meta.dirname, '../../..');
const publicUrl = 'https://sim.example.com';
const order = {
  reference: 'PO-7K2M9Q',
  amountMinor: 5_000,
  totalMinor: 5_200,
  currency: 'USD',
  username: 'traveller',
  email: 'traveller@example.com',
};
const place = {
  browser: 'Firefox 140',
  os: null,
  network: '203.0.113.0/24',
  at: new Date('2026-11-25T06:40:00Z'),
};

const autoAddOn = {
  cardId: 7,
  cardNumber: '1000001',
  label: 'Travel',
  addOn: { name: { en: 'Data Add-on 1 GB', 'zh-CN': '流量加油包 1 GB' }, trafficMb: 1024, priceMinor: 500 },
  balanceMinor: 1_500,
};
/** What notify's texts render with beside an event's data. */
const texts = { currency: 'USD', publicUrl };

type Mail = { subject: string; text: string };

/** An event's mail (modules/notify/texts) from its example, with `data` changed. */
const eventMail = <Data>(texts: EventTexts<Data>, locale: Locale, data: Partial<Data> = {}): Mail =>
  texts.mail!(locale, { ...texts.example, ...data }, { currency: 'USD', publicUrl })!;

/** Every mail the server sends, in every variant its words differ by, rendered in `locale`. */
const everyMail = (locale: Locale): [string, Mail][] => [
  ...(['register', 'reset'] as const).flatMap((purpose): [string, Mail][] => [
    [`code (${purpose})`, renderCodeMail({ locale, purpose, code: '123456', validMinutes: 10, publicUrl })],
    [
      `code (${purpose}, 1 minute)`,
      renderCodeMail({ locale, purpose, code: '123456', validMinutes: 1, publicUrl }),
    ],
    [`account notice (${purpose})`, renderAccountNoticeMail({ locale, purpose, publicUrl })],
  ]),
  ...(['password', 'reset_code'] as const).flatMap((what): [string, Mail][] =>
    [1, 5].map((failures) => [
      `failures (${what}, ${failures})`,
      renderFailuresMail({ locale, what, failures, windowMinutes: 15, publicUrl }),
    ]),
  ),
  ...(['owner', 'support', 'viewer'] as const).map((role): [string, Mail] => [
    `invitation (${role})`,
    renderAdminInvitationMail({ locale, publicUrl, token: 't0k3n', role, invitedBy: 'root', validHours: 72 }),
  ]),
  ['deletion code', renderDeletionCodeMail({ locale, code: '654321', validMinutes: 10, publicUrl })],
  ...[0, 1, 3].flatMap((cardsReleased): [string, Mail][] => [
    [
      `account deleted (${cardsReleased} cards, a balance)`,
      renderAccountDeletedMail({
        locale,
        accountNumber: 1042,
        cardsReleased,
        balanceMinor: 1234,
        currency: 'USD',
      }),
    ],
    [
      `account deleted (${cardsReleased} cards, no balance)`,
      renderAccountDeletedMail({
        locale,
        accountNumber: 1042,
        cardsReleased,
        balanceMinor: 0,
        currency: 'USD',
      }),
    ],
  ]),
  ['two-step on', renderSecondFactorEnrolledMail({ locale, publicUrl })],
  ['two-step off', renderSecondFactorRemovedMail({ locale, publicUrl })],
  ['new sign-in', renderNewSignInMail({ locale, publicUrl, place })],
  ['password changed', renderPasswordChangedMail({ locale, publicUrl, at: place.at })],
  ['recovery codes', renderRecoveryCodesReplacedMail({ locale, publicUrl })],
  [
    'proofs locked',
    renderProofLockedMail({ locale, publicUrl, failures: 5, ip: '203.0.113.9', until: place.at }),
  ],
  ...(['added', 'removed'] as const).flatMap((change) =>
    [true, false].map((administrator): [string, Mail] => [
      `passkey ${change} (${administrator ? 'administrator' : 'customer'})`,
      renderPasskeyChangedMail({ locale, publicUrl, change, name: 'YubiKey', administrator }),
    ]),
  ),
  ...([80, 100] as const).flatMap((threshold) =>
    (['THROTTLE', 'STOP'] as const).map((restrictRule): [string, Mail] => [
      `usage ${threshold}% (${restrictRule})`,
      usageThresholdTexts.mail!(
        locale,
        { ...usageThresholdTexts.example, label: 'Travel', threshold, restrictRule },
        { currency: 'USD', publicUrl },
      )!,
    ]),
  ),
  ['auto add-on bought', autoAddOnBoughtTexts.mail!(locale, { ...autoAddOn, leftKb: 1_536 * 1024 }, texts)!],
  ...AUTO_ADD_ON_REFUSALS.map((refusal): [string, Mail] => [
    `auto add-on refused (${refusal})`,
    autoAddOnRefusedTexts.mail!(locale, { ...autoAddOn, refusal }, texts)!,
  ]),
  ...(['data', 'money'] as const).flatMap((kind): [string, Mail][] => [
    [`cap ${kind} warned`, capWarnedTexts.mail!(locale, { ...capWarnedTexts.example, kind }, texts)!],
    ...(['SLOW', 'STOP'] as const).map((action): [string, Mail] => [
      `cap ${kind} reached (${action})`,
      capReachedTexts.mail!(locale, { ...capReachedTexts.example, kind, action }, texts)!,
    ]),
  ]),
  // the run pauses a card for a fee above its money cap (a data cap never pauses it)
  [
    'cap money paused',
    capReachedTexts.mail!(locale, { ...capReachedTexts.example, kind: 'money', news: 'paused' }, texts)!,
  ],
  ['new pay order', payOrderWaitingTexts.mail!(locale, { news: 'new', orders: [order], count: 1 }, texts)!],
  ...[2, 25].map((count): [string, Mail] => [
    `new pay orders (${count})`,
    payOrderWaitingTexts.mail!(
      locale,
      { news: 'new', orders: Array.from({ length: Math.min(count, 20) }, () => order), count },
      texts,
    )!,
  ]),
  ...[1, 60, 90, 120].map((waited): [string, Mail] => [
    `pay order reminder (${waited} min)`,
    payOrderWaitingTexts.mail!(
      locale,
      { news: 'reminder', orders: [order], count: 1, waitedMinutes: waited },
      texts,
    )!,
  ]),
  ...[[], ['1000001', '1000002']].map((resumedCards): [string, Mail] => [
    `pay order credited (${resumedCards.length} resumed)`,
    payOrderCreditedTexts.mail!(
      locale,
      { ...payOrderCreditedTexts.example, ...order, balanceMinor: 5_350, resumedCards },
      texts,
    )!,
  ]),
  ...[0, 1, 2].map((available): [string, Mail] => [
    `eSIM stock (${available})`,
    lowStockTexts.mail!(locale, { available, threshold: 5 }, texts)!,
  ]),
  ...(['guesser', 'card', 'account'] as const).map((scope): [string, Mail] => [
    `bind lock (${scope})`,
    bindLockTexts.mail!(locale, { ...bindLockTexts.example, scope }, texts)!,
  ]),
  ['suspended', eventMail(cardSuspendedTexts, locale)],
  ['low balance', eventMail(balanceLowTexts, locale)],
  ...[1, 30].map((topUpDays): [string, Mail] => [
    `runway (${topUpDays} days)`,
    eventMail(runwayLowTexts, locale, { topUpDays }),
  ]),
  ['bridge started', eventMail(bridgeStartedTexts, locale)],
  ['bridge ended', eventMail(bridgeEndedTexts, locale)],
  ['lifeline started', eventMail(lifelineStartedTexts, locale)],
  ['trip tomorrow', eventMail(tripTomorrowTexts, locale)],
  ['card taken back', eventMail(cardTakenBackTexts, locale)],
  [
    'data archive README',
    {
      subject: consentsOf(locale).note,
      text: readmeText(locale, 'traveller', new Date('2026-11-25T06:40:00Z')),
    },
  ],
];

/** A text that did not resolve: a key printed as itself, or a placeholder left unfilled. */
const unresolved = (text: string) =>
  [...text.matchAll(/\{\{[^}]*\}\}|\$t\(|\b(?:mail|dataExport)\.[\w.]+/g)].map((match) => match[0]);

/** Every leaf of a resource tree as `dotted.key` → text. */
const leaves = (tree: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) => {
      const dotted = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[dotted, value] as const] : [...leaves(value as object, dotted)];
    }),
  );

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have to say every text: each of English's keys, a counted one (key_one, key_other)
 * in every plural form of the language's own rules (Chinese: other; Polish: one, few, many, other).
 */
const keysNeededIn = (locale: Locale): string[] => {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of leaves(mailResourcesOf('en')).keys()) {
    if (!PLURAL.test(key)) keys.add(key);
    else for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
  }
  return [...keys];
};

/** The placeholders of a text, formats left out: `{{amount, money}}` → amount. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]))].sort();

describe('every mail in every language of LOCALES', () => {
  it.each(LOCALES)('%s: every mail renders, every key and placeholder resolved', (locale) => {
    const mails = everyMail(locale);
    expect(mails.length).toBeGreaterThan(40);
    const faults = mails.flatMap(([name, mail]) => [
      ...(mail.subject.trim() ? [] : [`${name}: no subject`]),
      ...(mail.text.trim() ? [] : [`${name}: no text`]),
      ...unresolved(`${mail.subject}\n${mail.text}`).map((left) => `${name}: "${left}" left`),
    ]);
    expect(faults).toEqual([]);
  });

  it.each(LOCALES)(
    "%s: mail.json has every text English has, in each of the language's plural forms",
    (locale) => {
      const own = leaves(mailResourcesOf(locale));
      expect(keysNeededIn(locale).filter((key) => !own.has(key))).toEqual([]);
      const english = leaves(mailResourcesOf('en'));
      const englishOf = (key: string) => english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      // nothing English no longer says, and the same placeholders as English, so every value reaches the text
      expect([...own.keys()].filter((key) => englishOf(key) === undefined)).toEqual([]);
      for (const [key, text] of own)
        expect(placeholders(text), key).toEqual(placeholders(englishOf(key) ?? ''));
    },
  );

  it("says each language's words, not English's, where the language has its own", () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const english = new Map(everyMail('en'));
      const same = everyMail(locale).filter(([name, mail]) => english.get(name)?.subject === mail.subject);
      expect(same.map(([name]) => name)).toEqual([]);
    }
  });
});

/** A locale of LOCALES written as a literal: 'zh-CN', "en". */
const localeLiteral = `(['"\`])(?:${LOCALES.map((l) => l.replace('-', '\\-')).join('|')})\\1`;

/**
 * The ways code says words per language: a comparison with a locale (`locale === 'zh-CN'`, `'en' !== x`), a case
 * of a switch, or a per-locale object (`'zh-CN': {`, `en: (…) =>`, `en: '…'`).
 */
const LOCALE_BRANCHES = [
  new RegExp(`(?:===|!==|==|!=)\\s*${localeLiteral}`),
  new RegExp(`${localeLiteral}\\s*(?:===|!==|==|!=)`),
  new RegExp(`case\\s+${localeLiteral}`),
  new RegExp(
    `^\\s*(?:${localeLiteral}|${LOCALES.filter((l) => /^\w+$/.test(l)).join('|')})\\s*:\\s*[{(\`'"\\[]`,
    'm',
  ),
];

const branchesIn = (source: string) =>
  source
    .split('\n')
    .flatMap((line, index) =>
      LOCALE_BRANCHES.some((branch) => branch.test(line)) ? [`${index + 1}: ${line.trim()}`] : [],
    );

const serverSources = () =>
  readdirSync(path.join(REPO, 'apps/server/src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `apps/server/src/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('no language branch in the server', () => {
  it('finds the branches it looks for', () => {
    const found = branchesIn(
      [
        "if (locale === 'zh-CN') {",
        "const a = 'en' !== locale ? 1 : 2;",
        "  case 'zh-CN':",
        "  'zh-CN': {",
        '  en: ({ until }) => ({',
        "  en: 'SIM Portal',",
        "const b = t(locale, 'mail.hello');",
        "const c = isLocale(value) ? value : 'en';",
      ].join('\n'),
    );
    expect(found.map((line) => Number(line.split(':')[0]))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('chooses no words by comparing a locale with a literal, in any server source', () => {
    const files = serverSources();
    expect(files).toContain('apps/server/src/modules/mail/templates.ts');
    const found = files.flatMap((file) =>
      branchesIn(readFileSync(path.join(REPO, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
