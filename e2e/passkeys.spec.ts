import { expect, test } from '@playwright/test';
import { chooseMenuItem } from './support/menu.ts';
import { E2E_BASE_URL } from './support/server.ts';
import { apiLogin, newAccount, openSignedIn, registerAccount } from './support/session.ts';
import { buttonName, t } from './support/texts.ts';

// Issue #71, decision 0105, on a phone in Chinese: a customer adds a passkey in Personal Center with their
// password, logs out, opens My SIMs and logs in there with the passkey alone, no name and no password.
// Chromium's virtual authenticator stands in for the phone's screen lock (it verifies its user and keeps the key,
// as a customer's passkey must). WebAuthn needs a domain: the page opens the server as http://localhost, the
// host of its PUBLIC_URL.

const zh = 'zh-CN';
const LOCAL = E2E_BASE_URL.replace('127.0.0.1', 'localhost');
test.use({ viewport: { width: 390, height: 844 }, baseURL: LOCAL });

test('a customer adds a passkey and logs in with it alone (zh-CN, phone)', async ({ page }) => {
  const { account } = await registerAccount(page.request, newAccount('passkey_'), zh);
  const session = await apiLogin(page.request, { account: account.username, password: account.password });
  const authenticator = await page.context().newCDPSession(page);
  await authenticator.send('WebAuthn.enable');
  await authenticator.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Personal Center › Passkeys: none yet, then one named and made with the password
  await openSignedIn(page, session, '/personal', zh);
  const section = page.getByRole('region', { name: t(zh, 'passkeys.title') });
  await expect(section.getByText(t(zh, 'passkeys.none'))).toBeVisible();
  await section.getByRole('button', { name: t(zh, 'passkeys.add') }).click();
  await section.getByLabel(t(zh, 'passkeys.name')).fill('我的手机');
  await section.getByLabel(t(zh, 'passkeys.password')).fill(account.password);
  await section.getByRole('button', { name: t(zh, 'passkeys.create') }).click();
  const keys = section.getByRole('list', { name: t(zh, 'passkeys.title') });
  await expect(keys).toContainText('我的手机');
  await expect(keys).toContainText(t(zh, 'passkeys.neverUsed'));

  // out; My SIMs then asks to log in, and the passkey alone does it
  await chooseMenuItem(page, {
    opener: page.getByRole('button', { name: t(zh, 'layout.accountMenuOf', { name: account.username }) }),
    item: t(zh, 'layout.logout'),
    opens: page.getByRole('link', { name: t(zh, 'auth.login.forgot') }),
  });
  await page.goto('/mySims');
  await expect(page).toHaveURL(/\/login\?redirect=%2FmySims$/);
  await page.getByRole('button', { name: buttonName(t(zh, 'auth.login.passkeySignIn')) }).click();
  await expect(page).toHaveURL(/\/mySims$/);
  await expect(page.getByRole('heading', { level: 1, name: t(zh, 'route.mySims') })).toBeVisible();

  // the passkey now says when it was last used
  await page.goto('/personal');
  await expect(keys).toContainText(t(zh, 'passkeys.lastUsed', { when: '' }).trim());
});
