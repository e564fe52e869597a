import { expect, type Page, test } from '@playwright/test';
import { demoEsimProfiles } from '../apps/server/src/modules/esim/demo-profiles.ts';
import { appleInstallUrl, buildActivationCode } from '../packages/contract/src/activation-code.ts';
import { productName } from '../packages/contract/src/product.ts';
import { expectAccessible } from './support/accessibility.ts';
import { drawnQrText } from './support/qr.ts';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, loginInBrowser, newAccount, registerAccount } from './support/session.ts';
import { type Lang, t, usd } from './support/texts.ts';

// eSIM journeys (issue 9), one per language: a customer without balance is sent to recharge, then applies for an
// eSIM (the demo seed stocks 20 demo profiles), sees the QR code (read by jsQR from the rendered pixels and compared
// with the SGP.22 activation code of the profile the card got), the iPhone link, and copies the manual fields.

/** What the journey reads on screen, from the app's own texts (support/texts.ts). */
const textsOf = (lang: Lang) => ({
  mySims: t(lang, 'route.mySims'),
  applyEntry: t(lang, 'esim.route.apply'),
  insufficient: t(lang, 'messages:esim_insufficient_balance'),
  recharge: t(lang, 'esim.apply.recharge'),
  confirm: t(lang, 'esim.apply.confirm'),
  applied: t(lang, 'messages:esim_apply_success'),
  heading: t(lang, 'esim.view.heading'),
  iphone: t(lang, 'esim.view.iphoneLink'),
  install: t(lang, 'esim.route.view'),
  esimType: t(lang, 'admin.type.ESIM'),
});

const journeyTextsOf = (lang: Lang) => {
  const fee = usd(lang, 5);
  return {
    fee,
    balance: usd(lang, 10),
    apply: t(lang, 'esim.apply.button', { fee }),
    confirmTitle: t(lang, 'esim.apply.confirmTitle', { fee }),
    otherScreen: t(lang, 'esim.view.instructions.otherScreen'),
    once: t(lang, 'esim.view.instructions.once'),
    notActive: t(lang, 'esim.view.notActive'),
    title: `${productName(lang)} - ${t(lang, 'esim.route.view')}`,
  };
};

const TEXTS = {
  en: { ...textsOf('en'), ...journeyTextsOf('en') },
  'zh-CN': { ...textsOf('zh-CN'), ...journeyTextsOf('zh-CN') },
} as const;

/** The text of the QR image the page shows. */
const readQrImage = async (page: Page) => {
  const image = page.getByTestId('esim-qr');
  await expect(image).toBeVisible();
  const text = await drawnQrText(image);
  if (text === null) throw new Error('the eSIM QR image holds no readable QR code');
  return text;
};

for (const locale of ['en', 'zh-CN'] as const) {
  const text = TEXTS[locale];

  test(`eSIM (${locale}): recharge first → apply → QR code, iPhone link and manual fields`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { account } = await registerAccount(
      page.request,
      newAccount(`esim${locale === 'en' ? 'en' : 'zh'}`),
    );
    await page.goto('/api/health');
    await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
    await loginInBrowser(page, { account: account.username, password: account.password }, '/mySims');
    await expect(page.getByRole('heading', { level: 1, name: text.mySims })).toBeVisible();

    // No balance: the fee is shown, applying is refused with the spec's message and a way to recharge
    await page.getByRole('button', { name: text.applyEntry }).first().click();
    await expect(page).toHaveURL(/\/mySims\/applyEsim$/);
    await expect(page.getByRole('heading', { level: 1, name: text.applyEntry })).toBeVisible();
    await expect(page.locator('.esim-offer').getByText(text.fee, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text.insufficient })).toBeVisible();
    await expect(page.getByRole('link', { name: text.recharge })).toHaveAttribute('href', '/recharge');
    await expect(page.getByRole('button', { name: text.apply })).toBeDisabled();

    // The administrator adds 10.00 (as after a payment); the page shows the new balance
    const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const recharged = await page.request.post('/api/admin/recharges', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { account: account.username, amountMinor: 1000, reason: 'e2e eSIM' },
    });
    expect(recharged.status(), await recharged.text()).toBe(201);
    await page.reload();
    await expect(page.locator('.esim-offer').getByText(text.balance, { exact: true })).toBeVisible();
    await expectAccessible(page, `/mySims/applyEsim (${locale})`);

    // Apply: confirm the fee, then the new card's install page opens
    await page.getByRole('button', { name: text.apply }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: text.confirmTitle });
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.applied)).toBeVisible();
    await expect(page).toHaveURL(/\/mySims\/\d+\/esim$/);
    const cardId = Number(page.url().match(/mySims\/(\d+)\/esim/)![1]);
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page).toHaveTitle(text.title);
    await expect(page.getByTestId('balance-text')).toHaveText(text.fee);

    // The card got one of the demo profiles: its SGP.22 activation code, built here from the seed's data
    const iccid = (await page.locator('.esim-card-number').textContent())!.replace(/\D/g, '');
    const profile = demoEsimProfiles().find((p) => p.iccid === iccid);
    expect(profile, `a demo profile with ICCID ${iccid}`).toBeDefined();
    const code = buildActivationCode(profile!);
    expect(code).toMatch(/^LPA:1\$smdp\.demo\.simportal\.example\$DEMO-[0-9A-F-]+$/);

    // The QR code decodes back to the activation code
    expect(await readQrImage(page)).toBe(code);
    await expect(page.getByRole('link', { name: text.iphone })).toHaveAttribute(
      'href',
      appleInstallUrl(code),
    );
    await expect(page.getByText(text.otherScreen)).toBeVisible();
    await expect(page.getByText(text.once)).toBeVisible();
    await expect(page.getByText(text.notActive)).toBeVisible();

    // Manual entry: each field is shown and its copy button (named for the field) puts exactly it on the clipboard
    for (const [testId, labelKey, value] of [
      ['esim-smDpAddress', 'esim.view.smDpAddress', profile!.smDpAddress],
      ['esim-matchingId', 'esim.view.matchingId', profile!.matchingId],
      ['esim-activationCode', 'esim.view.activationCode', code],
    ] as const) {
      await expect(page.getByTestId(testId)).toContainText(value);
      const copy = page.getByRole('button', {
        name: t(locale, 'common.copyOf', { value: t(locale, labelKey) }),
      });
      await copy.click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
      // the button says it copied
      await expect(copy).toContainText(t(locale, 'common.copied'));
    }
    await expectAccessible(page, `/mySims/${cardId}/esim (${locale})`);

    // My SIMs lists the new eSIM card with a link back to this view
    await page.goto('/mySims');
    const card = page.locator('.sim-card').filter({ hasText: iccid });
    await expect(card.getByText(text.esimType, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: new RegExp(text.install) }).click();
    await expect(page).toHaveURL(new RegExp(`/mySims/${cardId}/esim$`));
    expect(await readQrImage(page)).toBe(code);
  });
}

test('eSIM: another customer cannot open the install page of a card that is not theirs', async ({ page }) => {
  const { account } = await registerAccount(page.request, newAccount('esimother'));
  await loginInBrowser(page, { account: account.username, password: account.password }, '/mySims/1/esim');
  await expect(page.getByText(t('en', 'esim.view.notFound'))).toBeVisible();
  await expect(page.getByTestId('esim-qr')).toHaveCount(0);
});

/** A button name made from a text with one `{{fee}}`: any amount in its place. */
const withAnyFee = (lang: Lang, key: string) => {
  const [before, after] = t(lang, key, { fee: '\u0000' }).split('\u0000') as [string, string];
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}.+${literal(after)}$`);
};

for (const locale of ['en', 'zh-CN'] as const) {
  test(`a trip on a phone (${locale}): 10 days in Japan → the cheapest plan → a new eSIM with it, in one purchase`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { account } = await registerAccount(
      page.request,
      newAccount(`trip${locale === 'en' ? 'en' : 'zh'}`),
    );
    const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const recharged = await page.request.post('/api/admin/recharges', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { account: account.username, amountMinor: 5000, reason: 'e2e trip' },
    });
    expect(recharged.status(), await recharged.text()).toBe(201);
    await page.goto('/api/health');
    await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
    await loginInBrowser(
      page,
      { account: account.username, password: account.password },
      '/plan?to=JP&days=10',
    );

    // the plans that work in Japan, ranked by what the 10 days cost: the first is marked the cheapest
    const cheapest = page.locator('.catalogue-card').first();
    await expect(cheapest.locator('.catalogue-trip-best')).toBeVisible();
    const name = (await cheapest.locator('.catalogue-card-title').textContent())!;
    await cheapest.getByRole('button', { name: t(locale, 'shop.plans.orderNamed', { name }) }).click();
    // no card yet: the order dialog offers a new eSIM with this plan
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(locale, 'billing.order.noCardsEsim') })
      .click();
    await expect(page).toHaveURL(/\/mySims\/applyEsim\?plan=\d+$/);
    await expect(page.getByText(t(locale, 'esim.apply.planFirstDay', { plan: name }))).toBeVisible();

    // one confirmation of the whole price; the card is in use on the plan at once
    await page.getByRole('button', { name: withAnyFee(locale, 'esim.apply.buttonWithPlan') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(locale, 'esim.apply.confirmWithPlan'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/mySims\/\d+\/esim$/);
    await expect(page.getByTestId('esim-qr')).toBeVisible();
    await expect(page.getByText(t(locale, 'esim.view.notActive'))).toHaveCount(0);
    await page.goto('/mySims');
    await expect(page.locator('.sim-card').first().getByText(name)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
