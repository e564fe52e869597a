import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { expectAccessible } from './support/accessibility.ts';
import { drawnQrText } from './support/qr.ts';
import { E2E_ADMIN } from './support/server.ts';
import { apiLogin, openSignedIn } from './support/session.ts';
import { t } from './support/texts.ts';

// Issue #32: an administrator on a phone adds their WeChat QR code as a payment channel by giving the picture
// WeChat saves (read in their browser: only the link is kept), and customers see it redrawn, to scan or save.
// The settings are put back as they were, for the journeys after this one.

const LINK = 'https://u.wechat.com/EJourneyQrCodeOnly0000';

test('an administrator adds their WeChat QR code from its picture; the home page shows it to scan (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await apiLogin(page.request, { account: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const authorization = { authorization: `Bearer ${admin.accessToken}` };
  const before = (await (await page.request.get('/api/support')).json()).data;
  try {
    await openSignedIn(page, admin, '/adminMode?tab=support', 'zh-CN');
    await page.getByRole('button', { name: t('zh-CN', 'support.admin.add') }).click();
    const n = before.channels.length + 1;
    const kind = page.getByRole('combobox', { name: t('zh-CN', 'support.admin.kind', { n }) });
    const reader = page.locator('input[type=file]');
    // a click that lands while antd's list is still animating open is dropped (as billing.spec's choose says):
    // the choice is checked by the picture's field it brings, and made again
    await expect(async () => {
      if ((await kind.getAttribute('aria-expanded')) !== 'true') await kind.click();
      await page.getByTitle(t('zh-CN', 'support.kind.wechat_qr')).click({ timeout: 2_000 });
      await expect(reader).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // a picture without a QR code is said so; then the real picture fills in the link it holds
    await reader.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: BLANK_PNG });
    await expect(page.getByText(t('zh-CN', 'support.admin.readQrNone'))).toBeVisible();
    await reader.setInputFiles({
      name: 'wechat.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(LINK, { margin: 4, scale: 6 }),
    });
    await expect(page.getByLabel(t('zh-CN', 'support.admin.value', { n }), { exact: true })).toHaveValue(
      LINK,
    );
    await expect(page.getByTestId('support-wechat-qr')).toBeVisible();
    await expectAccessible(page, 'Admin Management › Support with a WeChat QR code (zh-CN, phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: t('zh-CN', 'support.admin.save'), exact: true }).click();
    await expect(page.getByText(t('zh-CN', 'support.admin.saved'))).toBeVisible();

    // a visitor's home page: the QR code as drawn reads back as the same link, with a button to save it
    await openSignedIn(page, null, '/home', 'en');
    const qr = page.getByTestId('support-wechat-qr');
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toHaveAccessibleName(t('en', 'support.wechatQrAlt'));
    expect(await drawnQrText(qr)).toBe(LINK);
    await expect(page.getByRole('link', { name: t('en', 'support.saveQr') })).toHaveAttribute(
      'download',
      'wechat-qr.png',
    );
  } finally {
    const put = await page.request.put('/api/admin/support', { headers: authorization, data: before });
    expect(put.status(), await put.text()).toBe(200);
  }
});

/** A white 16 × 16 picture with nothing to read. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFElEQVR42mP4TyJgGNUwqmH4agAAr639H23ooMoAAAAASUVORK5CYII=',
  'base64',
);
