import { expect, test } from '@playwright/test';
import { formatMoney } from '@simportal/contract/money-format';
import { textIn } from '@simportal/contract/text-in';
import { fleetCustomer } from './support/fleet-customer.ts';
import { openSignedIn } from './support/session.ts';
import { buttonName, t } from './support/texts.ts';

// My SIMs' selection acts as a group does (issue #67 item 5), on a phone in Chinese: two cards ticked, an add-on
// bought for both in one confirmation whose button names the count and the money, then their billing stopped in
// another; the server's balance, purchases and cards' states follow.

test.use({ viewport: { width: 390, height: 844 } });

test('a customer buys an add-on for and stops billing on the cards selected (zh-CN, phone)', async ({
  page,
}) => {
  const lang = 'zh-CN';
  const text = (key: string, values = {}) => t(lang, key, values);
  // two cards of this attempt's own (line 7 of its series)
  const { cards, session, server, catalogue, addOn, cardIds } = await fleetCustomer(
    page,
    lang,
    7,
    'selection',
  );
  const money = (minor: number) => formatMoney(minor, lang, catalogue.currency);
  const balance = async () => (await server('/api/user/getUserInfo')).balance as number;

  await openSignedIn(page, session, '/mySims', lang);
  const tick = async () => {
    await page.getByRole('button', { name: text('sims.groups.select') }).click();
    for (const card of cards) {
      await page
        .getByRole('checkbox', { name: text('sims.groups.selectCard', { card: card.cardNumber }) })
        .check();
    }
    return page.getByRole('region', { name: text('sims.groups.selected', { count: 2 }) });
  };

  // an add-on for both: each card's price, and the button names the two cards and the total
  const before = await balance();
  const total = addOn.priceMinor * 2;
  let selection = await tick();
  await selection.getByRole('button', { name: text('sims.selection.buyAddOn') }).click();
  const buyDialog = page.getByRole('dialog', {
    name: text('sims.selection.actionTitle.add_on', { count: 2 }),
  });
  await buyDialog
    .getByRole('radio', { name: `${textIn(addOn.name, lang)} · ${money(addOn.priceMinor)}`, exact: true })
    .check();
  const quoted = buyDialog.getByRole('list', { name: text('sims.selection.cardsLabel') });
  await expect(quoted.getByRole('listitem')).toHaveCount(2);
  await buyDialog
    .getByRole('button', {
      name: buttonName(text('sims.selection.confirmPaid.add_on', { count: 2, amount: money(total) })),
    })
    .click();
  await expect(page.getByText(text('sims.selection.done', { count: 2 }))).toBeVisible();
  await expect(buyDialog).toBeHidden();
  await expect(selection).toBeHidden();
  expect(await balance()).toBe(before - total);
  const purchases = (await server('/api/wallet/activities?type=ADD_ON_PURCHASE')).items as {
    cardId: number;
  }[];
  expect(purchases.map((item) => item.cardId).sort()).toEqual([...cardIds].sort());

  // billing stopped on both: free, said on the button
  selection = await tick();
  await selection.getByRole('button', { name: text('sims.selection.stopBilling') }).click();
  const stopDialog = page.getByRole('dialog', {
    name: text('sims.selection.actionTitle.stop_billing', { count: 2 }),
  });
  await stopDialog
    .getByRole('button', { name: buttonName(text('sims.selection.confirm.stop_billing', { count: 2 })) })
    .click();
  await expect(page.getByText(text('sims.selection.done', { count: 2 }))).toBeVisible();
  for (const cardId of cardIds) {
    expect((await server(`/api/billing/cards/${cardId}`)).status).toBe('PAUSED');
  }
  expect(await balance()).toBe(before - total);
});
