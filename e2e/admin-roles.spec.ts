import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { AUTH_TEXT } from './support/auth-texts.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server.ts';
import { apiLogin, newAccount, openSignedIn } from './support/session.ts';
import { buttonName, t } from './support/texts.ts';

// Issue #34, decision 0043, on two phones in Chinese: the owner invites a support administrator by mail; the
// invited person opens the mail's link, chooses a name and password, signs in and meets only what a support role
// may do (no credit, no Administrators section), and the server refuses an owner's action to them.

test.use({ viewport: { width: 390, height: 844 } });

test('an owner invites a support administrator by mail, who signs in to a support role (zh-CN, phones)', async ({
  page,
  browser,
  request,
}) => {
  const zh = 'zh-CN';
  const owner = await apiLogin(request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  await openSignedIn(page, owner, '/adminMode?tab=administrators', zh);
  const invitee = newAccount('support_');
  await page.getByLabel(t(zh, 'admin.administrators.email'), { exact: true }).fill(invitee.email);
  await page.getByRole('button', { name: buttonName(t(zh, 'admin.administrators.invite')) }).click();
  await expect(
    page.getByRole('list', { name: t(zh, 'admin.administrators.invitationsTitle') }),
  ).toContainText(invitee.email);
  await expectAccessible(page, '/adminMode?tab=administrators (zh-CN, phone)');

  // the invited person's phone: the mail's link, a name and a password, then the sign-in
  const mail = await waitForMail(request, invitee.email, '/invite?token=');
  const link = new URL(/https?:\/\/\S+\/invite\?token=\S+/.exec(mail)![0]);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await openSignedIn(phone, null, `${link.pathname}${link.search}`, zh);
  await expect(phone.getByText(t(zh, 'auth.invite.role.support'), { exact: false })).toBeVisible();
  await expectAccessible(phone, '/invite (zh-CN, phone)');
  const auth = AUTH_TEXT[zh];
  await phone.getByLabel(auth.username, { exact: true }).fill(invitee.username);
  await phone.getByLabel(auth.password, { exact: true }).fill(invitee.password);
  await phone.getByLabel(auth.confirmPassword, { exact: true }).fill(invitee.password);
  await phone.getByRole('button', { name: buttonName(t(zh, 'auth.invite.submit')) }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await phone.getByLabel(auth.account, { exact: true }).fill(invitee.username);
  await phone.getByLabel(auth.password, { exact: true }).fill(invitee.password);
  await phone.getByRole('button', { name: auth.logIn }).click();
  await expect(phone).not.toHaveURL(/\/login$/);

  // what a support role sees: told their role, customers without a credit button, no Administrators section
  await phone.goto('/adminMode?tab=administrators');
  const role = t(zh, 'admin.roles.support');
  await expect(
    phone.getByText(t(zh, 'admin.roles.youAre', { role, text: t(zh, 'admin.roles.supportText') })),
  ).toBeVisible();
  await expect(
    phone.getByRole('button', { name: buttonName(t(zh, 'admin.recharge.byAccount')) }),
  ).toHaveCount(0);
  await expectAccessible(phone, '/adminMode as support (zh-CN, phone)');
  await phone.getByRole('combobox', { name: t(zh, 'route.adminMode') }).click();
  // antd draws the open list apart from its (hidden) accessible options, which carry the same names
  const sections = phone.locator('.ant-select-dropdown .ant-select-item-option-content');
  const section = (key: string) => sections.filter({ hasText: new RegExp(`^${t(zh, key)}$`) });
  await expect(section('admin.tabs.customers')).toBeVisible();
  await expect(section('admin.tabs.administrators')).toHaveCount(0);
  await phone.keyboard.press('Escape');

  // and the server holds the line whatever the screen shows
  const support = await apiLogin(request, { account: invitee.username, password: invitee.password });
  const refused = await request.post('/api/admin/recharges', {
    headers: { authorization: `Bearer ${support.accessToken}` },
    data: { account: invitee.username, amountMinor: 100, reason: 'not allowed' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('admin_role_forbidden');
  await context.close();
});
