import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from './support/auth-texts.ts';
import { fleetCustomer } from './support/fleet-customer.ts';
import { waitForMail } from './support/mailbox.ts';
import { pickOption } from './support/select.ts';
import { E2E_BASE_URL } from './support/server.ts';
import { newAccount, openSignedIn } from './support/session.ts';
import { ANY, buttonName, pattern, t } from './support/texts.ts';

// Issue #71, decision 0103, on two phones in Chinese: the owner invites a member by mail with one card group; the
// member opens the mail's link, chooses a name and password, signs in, sees that group's one card and nothing of
// the owner's balance, and buys an add-on for it until the card's daily money cap refuses the next.

const zh = 'zh-CN';
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

test('an owner invites a member, who signs in, sees one card and reaches its cap (zh-CN, phones)', async ({
  page,
  browser,
}) => {
  const { session, headers, cards, cardIds, addOn } = await fleetCustomer(page, zh, 6, 'members');
  // a group holding the first card only
  const group = await page.request.post('/api/card-groups', { headers, data: { name: '家人' } });
  const groupId = (await group.json()).data.id as number;
  await page.request.put('/api/card-groups/members', { headers, data: { groupId, cardIds: [cardIds[0]] } });
  // today's fee is spent already: the cap leaves room for one add-on more
  const today = await page.request.get(`/api/usage/cards/${cardIds[0]}/caps`, { headers });
  const spent = (await today.json()).data.today.spentMinor as number;
  const cap = await page.request.put(`/api/usage/cards/${cardIds[0]}/caps`, {
    headers,
    data: {
      dataMbPerDay: null,
      dataAction: 'SLOW',
      moneyMinorPerDay: spent + addOn.priceMinor,
      moneyAction: 'STOP',
    },
  });
  expect(cap.status(), await cap.text()).toBe(200);

  // the owner's phone: Personal Center › Members, an address and the group ticked
  await openSignedIn(page, session, '/personal', zh);
  const members = page.getByRole('region', { name: t(zh, 'account.members.title') });
  const invitee = newAccount('member_');
  await members.getByLabel(t(zh, 'account.members.email'), { exact: true }).fill(invitee.email);
  await members.getByRole('checkbox', { name: '家人' }).check();
  await members.getByRole('button', { name: buttonName(t(zh, 'account.members.invite')) }).click();
  await expect(members).toContainText(t(zh, 'account.members.invitations'));
  await expect(members).toContainText(invitee.email);

  // the member's phone: the mail's link, a name and a password, then the sign-in
  const mail = await waitForMail(page.request, invitee.email, '/join?token=');
  const link = new URL(/https?:\/\/\S+\/join\?token=\S+/.exec(mail)![0]);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: phone });
  const member = await context.newPage();
  await openSignedIn(member, null, `${link.pathname}${link.search}`, zh);
  await expect(member.getByRole('heading', { name: t(zh, 'auth.join.heading') })).toBeVisible();
  const auth = AUTH_TEXT[zh];
  await member.getByLabel(auth.username, { exact: true }).fill(invitee.username);
  await member.getByLabel(auth.password, { exact: true }).fill(invitee.password);
  await member.getByLabel(auth.confirmPassword, { exact: true }).fill(invitee.password);
  await member.getByRole('button', { name: buttonName(t(zh, 'auth.join.submit')) }).click();
  await expect(member).toHaveURL(/\/login$/);
  await member.getByLabel(auth.account, { exact: true }).fill(invitee.username);
  await member.getByLabel(auth.password, { exact: true }).fill(invitee.password);
  await member.getByRole('button', { name: auth.logIn }).click();

  // My SIMs: the group's one card, the owner's other card nowhere, no balance in the header
  await expect(member).toHaveURL(/\/mySims$/);
  const list = member.getByRole('list', { name: t(zh, 'sims.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(cards[0]!.iccid);
  await expect(member.getByText(cards[1]!.iccid)).toHaveCount(0);
  await expect(member.locator('.header-balance')).toHaveCount(0);
  await member.screenshot({ path: 'test-results/members/member-my-sims-390-zh-CN.png', fullPage: true });

  // an add-on from the owner's balance, then the cap says no more today
  const buy = async () => {
    await list.getByRole('button', { name: t(zh, 'billing.panel.buyAddOn') }).click();
    const dialog = member.getByRole('dialog', {
      name: pattern(zh, 'billing.addOn.titleForCard', { card: ANY }),
    });
    await pickOption(member, {
      input: dialog.getByLabel(t(zh, 'billing.addOn.addOn'), { exact: true }),
      option: addOn.name[zh],
      shows: dialog.locator('.ant-form-item:visible').filter({ hasText: t(zh, 'billing.addOn.addOn') }),
    });
    await dialog.getByRole('button', { name: t(zh, 'billing.addOn.confirm') }).click();
    return dialog;
  };
  await buy();
  await expect(member.getByText(t(zh, 'messages:order_add_on_success'), { exact: true })).toBeVisible();
  const refused = await buy();
  await expect(member.getByText(t(zh, 'messages:card_money_cap_reached'), { exact: true })).toBeVisible();
  await member.keyboard.press('Escape');
  await expect(refused).toBeHidden();

  // the owner sees what the member did
  await page.reload();
  await expect(members).toContainText(invitee.username);
  await expect(members).toContainText(cards[0]!.cardNumber);
  await members.screenshot({ path: 'test-results/members/owner-members-390-zh-CN.png' });
  await context.close();
});
