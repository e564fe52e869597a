import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatMoney } from '@simportal/contract/money-format';
import { textIn } from '@simportal/contract/text-in';
import { fleetCustomer } from './support/fleet-customer.ts';
import { chooseMenuItem } from './support/menu.ts';
import { pickOption } from './support/select.ts';
import { openSignedIn } from './support/session.ts';
import { ANY, buttonName, escapeRegExp, type Lang, pattern, t } from './support/texts.ts';

// A small business runs its cards as a fleet (issue #59) on a phone, in each language: two cards gathered in a
// group on My SIMs and an add-on bought for both in one confirmation; a daily data cap on one card's Traffic
// Detail; an API key that reads the cards and may not buy; a webhook endpoint whose test event arrives signed
// and is logged as delivered. After each change the screen says so, the server answers the same, and a reload
// (where there is something to reload) shows it again.

test.use({ viewport: { width: 390, height: 844 } });

// each language's cards are a line of their own (the screen walk 0, billing 1, alerts 2), so no other journey's
// series can ever name the same card
const LINES: Record<Lang, number> = { en: 3, 'zh-CN': 4 };
// the group's name is the customer's own words, not the interface's
const GROUP_NAME: Record<Lang, string> = { en: 'Delivery vans', 'zh-CN': '配送车辆' };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver of the journey's own on 127.0.0.1: it answers 200 and keeps every request it is sent. */
const startReceiver = async () => {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/simportal/events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** docs/webhooks.md's check of the Simportal-Signature header, as a receiver is told to write it. */
const verifyWebhookSignature = (header: string | undefined, rawBody: string, secret: string): boolean => {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
};

/** The value of the figure labelled `label` in a description list inside `scope`. */
const figure = (scope: Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`);

/** A checkbox whose label starts with `name` (a scope's or an event's name, its sentence after it). */
const checkboxStarting = (scope: Locator | Page, name: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)}`) });

for (const locale of ['en', 'zh-CN'] as const) {
  test(`a small business runs its cards as a fleet (${locale}, phone)`, async ({ page, context }) => {
    const started = Date.now();
    const text = (key: string, values = {}) => t(locale, key, values);
    const receiver = await startReceiver();
    try {
      // ---------------------------------------------------------------------------------------------------
      // Through the API: two cards of the attempt's own, bound by a new customer, paid for, each on a plan
      // ---------------------------------------------------------------------------------------------------
      const { cards, session, server, catalogue, addOn, cardIds } = await fleetCustomer(
        page,
        locale,
        LINES[locale],
        'fleet',
      );
      const money = (minor: number) => formatMoney(minor, locale, catalogue.currency);
      const balance = async () => (await server('/api/user/getUserInfo')).balance as number;

      // ---------------------------------------------------------------------------------------------------
      // My SIMs: a group made under "Groups", both cards put in it at once, an add-on for the whole group
      // ---------------------------------------------------------------------------------------------------
      await openSignedIn(page, session, '/mySims', locale);
      const groupName = GROUP_NAME[locale];
      await page.getByRole('button', { name: buttonName(text('sims.groups.manage')) }).click();
      const groupsDialog = page.getByRole('dialog', { name: text('sims.groups.manage') });
      await groupsDialog.getByRole('textbox', { name: text('sims.groups.newName') }).fill(groupName);
      await groupsDialog.getByRole('button', { name: buttonName(text('sims.groups.create')) }).click();
      await expect(
        groupsDialog.getByText(text('sims.groups.chip', { name: groupName, count: 0 })),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(groupsDialog).toBeHidden();
      const [created] = (await server('/api/card-groups')).items as { id: number; name: string }[];
      expect(created).toMatchObject({ name: groupName, cardCount: 0 });

      // the select mode: both cards ticked, then put in the group in one step
      await page.getByRole('button', { name: text('sims.groups.select') }).click();
      for (const card of cards) {
        await page
          .getByRole('checkbox', { name: text('sims.groups.selectCard', { card: card.cardNumber }) })
          .check();
      }
      const selection = page.getByRole('region', { name: text('sims.groups.selected', { count: 2 }) });
      await selection.getByRole('button', { name: text('sims.groups.moveSelected') }).click();
      const moveDialog = page.getByRole('dialog', { name: text('sims.groups.moveTitle', { count: 2 }) });
      await moveDialog.getByRole('radio', { name: groupName, exact: true }).check();
      await moveDialog.getByRole('button', { name: buttonName(text('sims.groups.save')) }).click();
      await expect(moveDialog).toBeHidden();
      await expect(selection).toBeHidden();
      expect((await server('/api/card-groups')).items).toEqual([
        expect.objectContaining({ id: created!.id, name: groupName, cardCount: 2 }),
      ]);

      // the group's chip shows its two cards; its actions buy the add-on for both in one confirmation
      const chip = page.getByRole('button', {
        name: text('sims.groups.chip', { name: groupName, count: 2 }),
      });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const before = await balance();
      const total = addOn.priceMinor * 2;
      const actionDialog = page.getByRole('dialog', {
        name: text('sims.groups.actionTitle.add_on', { name: groupName }),
      });
      await chooseMenuItem(page, {
        opener: page.getByRole('button', { name: text('sims.groups.actionsFor', { name: groupName }) }),
        item: text('sims.groups.action.add_on'),
        opens: actionDialog,
      });
      await actionDialog
        .getByRole('radiogroup', { name: text('sims.groups.choose.add_on') })
        .getByRole('radio', {
          name: `${textIn(addOn.name, locale)} · ${money(addOn.priceMinor)}`,
          exact: true,
        })
        .check();
      const quoted = actionDialog.getByRole('list', { name: text('sims.groups.cardsLabel') });
      await expect(quoted.getByRole('listitem')).toHaveCount(2);
      for (const card of cards) {
        await expect(quoted.getByRole('listitem').filter({ hasText: card.cardNumber })).toContainText(
          money(addOn.priceMinor),
        );
      }
      await expect(figure(actionDialog, text('sims.groups.total'))).toHaveText(money(total));
      await expect(figure(actionDialog, text('sims.groups.balanceNow'))).toHaveText(money(before));
      await expect(figure(actionDialog, text('sims.groups.balanceAfter'))).toHaveText(money(before - total));
      await actionDialog.getByRole('button', { name: buttonName(text('sims.groups.confirm')) }).click();
      await expect(page.getByText(text('sims.groups.done', { count: 2, name: groupName }))).toBeVisible();
      await expect(actionDialog).toBeHidden();
      // the header's balance is the server's, without a reload
      expect(await balance()).toBe(before - total);
      await expect(page.locator('.header-balance').getByTestId('balance-text')).toHaveText(
        money(before - total),
      );
      const purchases = (await server('/api/wallet/activities?type=ADD_ON_PURCHASE')).items as {
        cardId: number;
        amountMinor: number;
      }[];
      expect(purchases.map((item) => item.cardId).sort()).toEqual([...cardIds].sort());
      expect(purchases.every((item) => item.amountMinor === -addOn.priceMinor)).toBe(true);

      // ---------------------------------------------------------------------------------------------------
      // Alerts and limits of the first card (issue #67): 100 MB a day, slowed down once reached
      // ---------------------------------------------------------------------------------------------------
      const [cardId] = cardIds as [number];
      await page.goto(`/mySims/${cardId}/alerts`);
      const caps = page.getByRole('region', { name: text('usage.caps.title') });
      const dataOn = caps.getByRole('checkbox', { name: text('usage.caps.dataOn') });
      const dataMb = caps.getByRole('textbox', { name: text('usage.caps.dataMb') });
      const whenReached = caps.getByRole('combobox', { name: text('usage.caps.whenReached') });
      await dataOn.check();
      await dataMb.fill('100');
      const slow = text('usage.caps.action.SLOW');
      const actionField = caps.locator('.usage-caps-action').first();
      await pickOption(page, { input: whenReached, option: slow, shows: actionField });
      await caps.getByRole('button', { name: buttonName(text('usage.caps.save')) }).click();
      await expect(page.getByText(text('usage.caps.saved'))).toBeVisible();
      expect((await server(`/api/usage/cards/${cardId}/caps`)).caps).toEqual({
        dataMbPerDay: 100,
        dataAction: 'SLOW',
        moneyMinorPerDay: null,
        moneyAction: 'STOP',
      });
      await page.reload();
      await expect(dataOn).toBeChecked();
      await expect(dataMb).toHaveValue('100');
      await expect(caps.locator('.usage-caps-action').first()).toContainText(text('usage.caps.action.SLOW'));
      await expect(caps.getByRole('checkbox', { name: text('usage.caps.moneyOn') })).not.toBeChecked();

      // ---------------------------------------------------------------------------------------------------
      // Integrations › API keys: a key that reads, shown once; it lists the two cards and may not buy
      // ---------------------------------------------------------------------------------------------------
      await page.goto('/integrations');
      const keyName = 'Fleet dashboard';
      await page.getByRole('button', { name: text('integrations.apiKeys.create') }).click();
      const keyDialog = page.getByRole('dialog', { name: text('integrations.apiKeys.form.title') });
      await keyDialog.getByRole('textbox', { name: text('integrations.apiKeys.form.name') }).fill(keyName);
      // read is the one scope offered until others are chosen
      await expect(checkboxStarting(keyDialog, text('integrations.apiKeys.scope.read'))).toBeChecked();
      await expect(checkboxStarting(keyDialog, text('integrations.apiKeys.scope.cards'))).not.toBeChecked();
      await expect(checkboxStarting(keyDialog, text('integrations.apiKeys.scope.buy'))).not.toBeChecked();
      await keyDialog
        .getByRole('button', { name: buttonName(text('integrations.apiKeys.form.create')) })
        .click();
      const shownKey = page.getByRole('dialog', {
        name: text('integrations.apiKeys.created.title', { name: keyName }),
      });
      await expect(shownKey.getByText(text('integrations.apiKeys.created.warning'))).toBeVisible();
      const secretKey = (await shownKey.locator('code').textContent())?.trim() ?? '';
      expect(secretKey.length).toBeGreaterThan(20);
      await shownKey.getByRole('button', { name: text('integrations.apiKeys.created.done') }).click();
      await expect(shownKey).toBeHidden();
      await expect(page.getByText(keyName, { exact: true })).toBeVisible();
      const asKey = { authorization: `Bearer ${secretKey}` };
      const listed = await page.request.get('/api/sims', { headers: asKey });
      expect(listed.status(), await listed.text()).toBe(200);
      const listedCards = (await listed.json()).data.items as { cardNumber: string }[];
      expect(listedCards.map((card) => card.cardNumber).sort()).toEqual(
        cards.map((card) => card.cardNumber).sort(),
      );
      const buying = await page.request.post(`/api/sims/${cardId}/add-ons`, {
        headers: asKey,
        data: { addOnId: addOn.id },
      });
      expect(buying.status(), await buying.text()).toBe(403);
      expect((await buying.json()).message).toBe('api_key_scope');
      expect(await balance()).toBe(before - total);

      // ---------------------------------------------------------------------------------------------------
      // Integrations › Webhooks: an endpoint for card status changes, its secret shown once, a test event
      // that arrives signed with it and is logged as delivered
      // ---------------------------------------------------------------------------------------------------
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('tab', { name: text('integrations.tabs.webhooks') }).click();
      await page.getByRole('button', { name: buttonName(text('integrations.webhooks.add')) }).click();
      const endpointDialog = page.getByRole('dialog', {
        name: text('integrations.webhooks.dialog.addTitle'),
      });
      await endpointDialog
        .getByRole('textbox', { name: text('integrations.webhooks.dialog.url') })
        .fill(receiver.url);
      await checkboxStarting(endpointDialog, text('integrations.webhooks.event.card.status_changed')).check();
      await endpointDialog
        .getByRole('button', { name: buttonName(text('integrations.webhooks.dialog.add')) })
        .click();
      const secretDialog = page.getByRole('dialog', { name: text('integrations.webhooks.secret.title') });
      await expect(
        secretDialog.getByText(text('integrations.webhooks.secret.text', { url: receiver.url })),
      ).toBeVisible();
      await secretDialog
        .getByRole('button', {
          name: text('common.copyOf', { value: text('integrations.webhooks.secret.label') }),
        })
        .click();
      await expect(secretDialog.getByText(text('common.copied'))).toBeVisible();
      const signingSecret = await page.evaluate(() => navigator.clipboard.readText());
      expect(signingSecret).toMatch(/^whsec_/);
      await expect(secretDialog.locator('code')).toHaveText(signingSecret);
      await secretDialog.getByRole('button', { name: text('integrations.webhooks.secret.done') }).click();
      await expect(secretDialog).toBeHidden();
      const [endpoint] = (await server('/api/webhooks')).items as {
        id: number;
        url: string;
        events: string[];
      }[];
      expect(endpoint).toMatchObject({ url: receiver.url, events: ['card.status_changed'] });

      const endpointItem = page.getByRole('listitem').filter({ hasText: receiver.url });
      await endpointItem.getByRole('button', { name: text('integrations.webhooks.test') }).click();
      await expect(page.getByText(text('integrations.webhooks.testSent'))).toBeVisible();
      const tests = receiver.received.filter((request) => JSON.parse(request.body).type === 'test');
      expect(tests).toHaveLength(1);
      const [arrived] = tests as [Received];
      expect(
        verifyWebhookSignature(
          arrived.headers['simportal-signature'] as string | undefined,
          arrived.body,
          signingSecret,
        ),
      ).toBe(true);
      expect(
        verifyWebhookSignature(arrived.headers['simportal-signature'] as string, arrived.body, 'whsec_wrong'),
      ).toBe(false);
      await endpointItem.getByRole('button', { name: text('integrations.webhooks.deliveries') }).click();
      const log = endpointItem.getByRole('list', { name: text('integrations.webhooks.deliveries') });
      const entry = log.getByRole('listitem').filter({ hasText: JSON.parse(arrived.body).id as string });
      await expect(entry).toContainText(text('integrations.webhooks.log.delivered'));
      await expect(entry).toContainText(text('integrations.webhooks.event.test'));
      await expect(entry).toContainText('HTTP 200');
      // the endpoint's line says its latest delivery was answered 200
      await expect(endpointItem).toContainText(
        pattern(locale, 'integrations.webhooks.lastDelivery', { when: ANY, outcome: 'HTTP 200' }),
      );
    } finally {
      await receiver.close();
    }
    console.log(`fleet journey (${locale}, phone): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
