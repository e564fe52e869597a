import { expect, type Locator, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { demoCards } from '../apps/server/src/seed/demo-inventory.ts';
import { chooseMenuItem } from './support/menu.ts';
import { newCustomer, openSignedIn } from './support/session.ts';
import { ANY, type Lang, pattern, t } from './support/texts.ts';

// My SIMs journeys (issue 5). Each journey registers a customer of its own and binds demo cards no other spec
// binds: 7 and 8 (not active) and 9 and 10 (StarterPack cards, in use once bound, so Stop Billing can be tried).

type Locale = 'en' | 'zh-CN';

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  title: t(lang, 'route.mySims'),
  add: t(lang, 'sims.add.button'),
  addTitle: t(lang, 'sims.add.title'),
  cardNumber: t(lang, 'sims.field.cardNumber'),
  verifyCode: t(lang, 'sims.field.verifyCode'),
  iccidChecksum: t(lang, 'messages:iccid_checksum'),
  cardNumberRequired: t(lang, 'messages:card_number_required'),
  verifyIncorrect: t(lang, 'messages:verify_code_incorrect'),
  bound: t(lang, 'messages:bind_success'),
  using: t(lang, 'cardStatus.USING'),
  notActive: t(lang, 'cardStatus.NOT_ACTIVE'),
  paused: t(lang, 'cardStatus.PAUSED'),
  physical: t(lang, 'sims.type.PHYSICAL'),
  noUsage: t(lang, 'sims.usage.none'),
  needsPlan: t(lang, 'sims.plan.needsBasicPlan'),
  activate: t(lang, 'sims.activate'),
  resume: t(lang, 'sims.actions.resume'),
  more: t(lang, 'sims.actions.more'),
  details: t(lang, 'sims.details.summary'),
  labelSaved: t(lang, 'messages:tag_edit_success'),
  stopBilling: t(lang, 'sims.stopBilling.button'),
  stopBillingConfirm: t(lang, 'sims.stopBilling.button'),
  stopped: t(lang, 'messages:stop_billing_success'),
  delete: t(lang, 'sims.delete.button'),
  deleteConfirm: t(lang, 'sims.delete.confirm'),
  deleted: t(lang, 'messages:delete_card_success'),
});

const journeyTextsOf = (lang: Lang) => ({
  empty: t(lang, 'sims.empty.description'),
  orderTitle: pattern(lang, 'billing.order.titleForCard', { card: ANY }),
  editLabel: pattern(lang, 'sims.label.editFor', { card: ANY }),
  labelInput: pattern(lang, 'sims.label.inputFor', { card: ANY }),
  costsNothing: t(lang, 'sims.stopBilling.costsNothing'),
  todayLine: new RegExp(`^${pattern(lang, 'billing.panel.todayLine', { state: ANY }).source}`),
  irreversible: t(lang, 'sims.delete.irreversible'),
});

const TEXTS = {
  en: { ...textsOf('en'), ...journeyTextsOf('en'), label: 'Travel phone' },
  'zh-CN': { ...textsOf('zh-CN'), ...journeyTextsOf('zh-CN'), label: '旅行手机' },
} as const;

/** Demo cards of these journeys (1-based numbers of the demo inventory). */
const CARDS: Record<Locale, { inUse: number; notActive: number }> = {
  en: { inUse: 9, notActive: 7 },
  'zh-CN': { inUse: 10, notActive: 8 },
};
const demoCard = (number: number) => demoCards()[number - 1]!;

/** A fresh customer of the journey's own, on My SIMs in `locale`. */
const openMySims = async (page: Page, locale: Locale) => {
  await openSignedIn(page, await newCustomer(page.request, 'sims_', locale), '/mySims', locale);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[locale].title })).toBeVisible();
};

/**
 * Presses a confirmation dialog's button until the dialog closes. antd zooms the dialog in while the More menu
 * fades out; a click that lands during that animation is dropped on a busy machine (the dialog stays open).
 */
const confirmInDialog = async (dialog: Locator, button: string) => {
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: button, exact: true }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
};

/** Fills and submits the Add card dialog. */
const submitCard = async (
  page: Page,
  locale: Locale,
  card: { cardNumber: string; iccid: string; verifyCode: string },
) => {
  const texts = TEXTS[locale];
  const dialog = page.getByRole('dialog', { name: texts.addTitle });
  await dialog.getByLabel(texts.cardNumber).fill(card.cardNumber);
  await dialog.getByLabel(t('en', 'sims.field.iccid')).fill(card.iccid);
  await dialog.getByLabel(texts.verifyCode).fill(card.verifyCode);
  await dialog.getByRole('button', { name: texts.add }).click();
  return dialog;
};

const withWrongCheckDigit = (iccid: string) => `${iccid.slice(0, -1)}${(Number(iccid.slice(-1)) + 1) % 10}`;

for (const locale of ['en', 'zh-CN'] as const) {
  const texts = TEXTS[locale];

  test(`My SIMs (${locale}): empty → bind a card → label it → stop billing → delete it`, async ({ page }) => {
    const card = demoCard(CARDS[locale].inUse);
    await openMySims(page, locale);
    await expect(page.getByText(texts.empty)).toBeVisible();

    const bindCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sims')
        bindCalls.push('bind');
    });

    // Add card: required fields and the ICCID check digit are checked before anything is sent
    await page.getByRole('button', { name: texts.add }).click();
    const dialog = page.getByRole('dialog', { name: texts.addTitle });
    await dialog.getByRole('button', { name: texts.add }).click();
    await expect(dialog.getByText(texts.cardNumberRequired)).toBeVisible();
    await submitCard(page, locale, { ...card, iccid: withWrongCheckDigit(card.iccid), verifyCode: '000000' });
    await expect(dialog.getByText(texts.iccidChecksum)).toBeVisible();
    expect(bindCalls).toEqual([]);

    // a wrong verify code: the server's answer, translated, under the field
    await submitCard(page, locale, {
      ...card,
      verifyCode: card.verifyCode === '000000' ? '111111' : '000000',
    });
    await expect(dialog.getByText(texts.verifyIncorrect)).toBeVisible();
    expect(bindCalls).toHaveLength(1);

    // demo cards 9–12 are StarterPack cards: binding one says what its prepaid days credited, and it is in use
    await submitCard(page, locale, card);
    await expect(dialog).toBeHidden();
    const converted = page.getByRole('dialog').filter({ hasText: t(locale, 'billing.starterPack.title') });
    await converted.getByRole('button', { name: t(locale, 'billing.starterPack.ok') }).click();
    await expect(converted).toBeHidden();

    const item = page.getByRole('listitem').filter({ hasText: card.iccid });
    await expect(item).toContainText(card.cardNumber);
    await expect(item).toContainText(texts.using);
    await expect(item).toContainText(texts.physical);
    await expect(item).toContainText(texts.noUsage);
    await expect(item.getByText(texts.needsPlan)).toHaveCount(0);

    // one action first for a card in use, the others under More; its numbers and label under Card details
    await expect(item.getByRole('button', { name: texts.more })).toBeVisible();
    await item.getByText(texts.details, { exact: true }).click();
    await item.getByRole('button', { name: texts.editLabel }).click();
    const labelInput = item.getByRole('textbox', { name: texts.labelInput });
    await labelInput.fill(texts.label);
    await labelInput.press('Enter');
    await expect(page.getByText(texts.labelSaved, { exact: true })).toBeVisible();
    await expect(item.getByRole('heading', { name: texts.label })).toBeVisible();

    // stop billing, after a confirmation that says a paused card costs nothing
    await expect(item.getByText(texts.todayLine)).toBeVisible();
    const confirmStop = page.getByRole('dialog').filter({ hasText: texts.costsNothing });
    await chooseMenuItem(page, {
      opener: item.getByRole('button', { name: texts.more }),
      item: texts.stopBilling,
      opens: confirmStop,
    });
    await confirmInDialog(confirmStop, texts.stopBillingConfirm);
    await expect(page.getByText(texts.stopped, { exact: true })).toBeVisible();
    await expect(item.getByText(texts.paused, { exact: true }).first()).toBeVisible();
    // the billing panel follows the server at once: a paused card shows no fee for today
    await expect(item.getByText(texts.todayLine)).toHaveCount(0);
    // a paused card resumes with a basic plan; it cannot be stopped again
    await expect(item.getByRole('button', { name: texts.resume })).toBeVisible();

    // delete it, after a confirmation that says it is irreversible
    const confirmDelete = page.getByRole('dialog').filter({ hasText: texts.irreversible });
    await item.getByRole('button', { name: texts.more }).click();
    await expect(page.getByRole('menuitem', { name: texts.delete, exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: texts.stopBilling, exact: true })).toHaveCount(0);
    await chooseMenuItem(page, {
      opener: item.getByRole('button', { name: texts.more }),
      item: texts.delete,
      opens: confirmDelete,
    });
    await confirmInDialog(confirmDelete, texts.deleteConfirm);
    await expect(page.getByText(texts.deleted, { exact: true })).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
  });

  test(`My SIMs (${locale}): a card without a plan asks for a basic plan first, on a 375 px phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const card = demoCard(CARDS[locale].notActive);
    await openMySims(page, locale);
    await page.getByRole('button', { name: texts.add }).click();
    // the card number and ICCID from a photo of the holder's QR code (issue #33), decoded in the page by the
    // site's own zxing-wasm (this Chromium has no BarcodeDetector): only the verify code is typed
    const dialog = page.getByRole('dialog', { name: texts.addTitle });
    const photo = await QRCode.toBuffer(`ICCID:${card.iccid};NUMBER:${card.cardNumber}`, { width: 360 });
    await dialog
      .getByLabel(t(locale, 'sims.add.scan'))
      .setInputFiles({ name: 'holder.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog.getByLabel(texts.cardNumber)).toHaveValue(card.cardNumber);
    await expect(dialog.getByLabel(t('en', 'sims.field.iccid'))).toHaveValue(card.iccid);
    await dialog.getByLabel(texts.verifyCode).fill(card.verifyCode);
    await dialog.getByRole('button', { name: texts.add }).click();
    await expect(page.getByText(texts.bound, { exact: true })).toBeVisible();

    const item = page.getByRole('listitem').filter({ hasText: card.iccid });
    await expect(item).toContainText(texts.notActive);
    await expect(item.getByText(texts.needsPlan)).toBeVisible();
    // the card fits a phone's width (measured on the card: a toast sliding in is wider for a moment)
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // its one action orders a basic plan for it, in place
    await item.getByRole('button', { name: texts.activate }).click();
    await expect(page.getByRole('dialog', { name: texts.orderTitle })).toBeVisible();
  });
}
