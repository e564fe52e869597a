import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demoCards } from '../apps/server/src/seed/demo-inventory.ts';

// My SIMs journeys (issue 5). Each journey registers a customer of its own and binds demo cards no other spec
// binds: 7 and 8 (not active) and 9 and 10 (seeded with a plan in use, so Stop Billing can be tried).

type Locale = 'en' | 'zh-CN';

interface LoginResult {
  accessToken: string;
  refreshToken: string;
  userInfo: { id: number; username: string; email: string; level: number; balance: number };
}

const TEXTS = {
  en: {
    title: 'My SIMs',
    empty: 'You have no SIM cards yet.',
    add: 'Add card',
    addTitle: 'Add a SIM card',
    cardNumber: 'SIM card number',
    verifyCode: 'Verify code',
    iccidChecksum: 'The ICCID check digit is wrong, please check the number',
    cardNumberRequired: 'Please enter the SIM card number',
    verifyIncorrect: 'Verify code is incorrect',
    bound: 'SIM card bound successfully',
    using: 'Using',
    notActive: 'Not Active',
    paused: 'Paused',
    physical: 'Physical',
    noUsage: 'No usage data yet',
    needsPlan: 'This card needs a basic plan first.',
    activate: 'Activate with a basic plan',
    orderTitle: 'Order a basic plan for card',
    resume: 'Resume',
    more: 'More',
    details: 'Card details',
    editLabel: 'Edit the label of card',
    labelInput: 'Label of card',
    label: 'Travel phone',
    labelSaved: 'Tag updated',
    stopBilling: 'Stop Billing',
    stopBillingConfirm: 'Stop Billing',
    costsNothing: 'so it costs nothing, and its data service is paused too',
    stopped: 'Billing stopped',
    todayLine: /^Today: /,
    delete: 'Delete',
    deleteConfirm: 'Delete card',
    irreversible: 'This cannot be undone',
    deleted: 'SIM card deleted',
  },
  'zh-CN': {
    title: '我的 SIM 卡',
    empty: '您还没有 SIM 卡。',
    add: '添加卡片',
    addTitle: '添加 SIM 卡',
    cardNumber: 'SIM 卡号',
    verifyCode: '校验码',
    iccidChecksum: 'ICCID 校验位错误，请核对号码',
    cardNumberRequired: '请输入 SIM 卡号',
    verifyIncorrect: '校验码错误',
    bound: 'SIM 卡绑定成功',
    using: '使用中',
    notActive: '未激活',
    paused: '已暂停',
    physical: '实体卡',
    noUsage: '暂无流量数据',
    needsPlan: '该卡需要先购买基础套餐。',
    activate: '购买基础套餐以激活',
    orderTitle: '订购基础套餐',
    resume: '恢复使用',
    more: '更多',
    details: '卡片详情',
    editLabel: '编辑卡',
    labelInput: '的标签',
    label: '旅行手机',
    labelSaved: '标签修改成功',
    stopBilling: '停止计费',
    stopBillingConfirm: '停止计费',
    costsNothing: '也不产生任何其他费用，数据服务同时暂停',
    stopped: '已停止计费',
    todayLine: /^今天：/,
    delete: '删除',
    deleteConfirm: '删除卡片',
    irreversible: '此操作不可撤销',
    deleted: 'SIM 卡已删除',
  },
} as const;

/** Demo cards of these journeys (1-based numbers of the demo inventory). */
const CARDS: Record<Locale, { inUse: number; notActive: number }> = {
  en: { inUse: 9, notActive: 7 },
  'zh-CN': { inUse: 10, notActive: 8 },
};
const demoCard = (number: number) => demoCards()[number - 1]!;

const call = async <T>(request: APIRequestContext, path: string, data: object): Promise<T> => {
  const response = await request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** The verification code in the newest mail to `email` on the dev mailbox (embedded mail mode). */
const mailedCode = async (request: APIRequestContext, email: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/mailbox')).text();
      const mail = html.split('<article>').find((article) => article.includes(`<b>${email}</b>`));
      code = mail?.match(/<pre>[\s\S]*?\b(\d{6})\b/)?.[1];
      return code !== undefined;
    })
    .toBe(true);
  return code!;
};

/** A fresh customer of the journey's own (registered through the API), logged in with remember-me. */
const registerCustomer = async (request: APIRequestContext, locale: Locale): Promise<LoginResult> => {
  const username = `sims_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@e2e.test`;
  const password = 'Sims-e2e-2026';
  await call(request, '/api/auth/codes', { email, purpose: 'register', locale });
  const code = await mailedCode(request, email);
  await call(request, '/api/auth/register', {
    username,
    email,
    password,
    confirmPassword: password,
    code,
    locale,
  });
  return call<LoginResult>(request, '/api/auth/login', { account: username, password, rememberMe: true });
};

/**
 * Writes the auth state where the app reads it (localStorage `auth`, remember-me) and the language, once, on a
 * same-origin page that is not the app, then opens My SIMs. (Not addInitScript: it would put the first tokens
 * back on every navigation after the app had rotated them.)
 */
const openMySims = async (page: Page, locale: Locale) => {
  const session = await registerCustomer(page.request, locale);
  await page.goto('/api/health');
  await page.evaluate(
    ({ session, locale }) => {
      localStorage.setItem('locale', JSON.stringify(locale));
      localStorage.setItem(
        'auth',
        JSON.stringify({
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          username: session.userInfo.username,
          email: session.userInfo.email,
          isRememberMe: true,
          userInfo: session.userInfo,
        }),
      );
    },
    { session, locale },
  );
  await page.goto('/mySims');
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
  await dialog.getByLabel('ICCID').fill(card.iccid);
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

    await submitCard(page, locale, card);
    await expect(page.getByText(texts.bound, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

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
    await item.getByRole('button', { name: texts.more }).click();
    await page.getByRole('menuitem', { name: texts.stopBilling, exact: true }).click();
    const confirmStop = page.getByRole('dialog').filter({ hasText: texts.costsNothing });
    await expect(confirmStop).toBeVisible();
    await confirmInDialog(confirmStop, texts.stopBillingConfirm);
    await expect(page.getByText(texts.stopped, { exact: true })).toBeVisible();
    await expect(item.getByText(texts.paused, { exact: true }).first()).toBeVisible();
    // the billing panel follows the server at once: a paused card shows no fee for today
    await expect(item.getByText(texts.todayLine)).toHaveCount(0);
    // a paused card resumes with a basic plan; it cannot be stopped again
    await expect(item.getByRole('button', { name: texts.resume })).toBeVisible();

    // delete it, after a confirmation that says it is irreversible
    await item.getByRole('button', { name: texts.more }).click();
    await expect(page.getByRole('menuitem', { name: texts.stopBilling, exact: true })).toHaveCount(0);
    await page.getByRole('menuitem', { name: texts.delete, exact: true }).click();
    const confirmDelete = page.getByRole('dialog').filter({ hasText: texts.irreversible });
    await expect(confirmDelete).toBeVisible();
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
    await submitCard(page, locale, card);
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
    await expect(page.getByRole('dialog', { name: new RegExp(texts.orderTitle) })).toBeVisible();
  });
}
