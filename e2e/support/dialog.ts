import { expect, type Locator } from '@playwright/test';

/**
 * Presses the button `name` of an antd confirmation `dialog` until antd takes it (issue #67: e2e/trip.spec.ts
 * flaked on this). A press that lands while the dialog still appears is dropped: the dialog stays as it was, so
 * the button is pressed again. A press antd took closes the dialog, or first shows the button loading while its
 * action runs: then the dialog's closing is waited for, not pressed for again (a second press would run the
 * action twice). Bounded: 30 s in all.
 */
export const pressInDialog = async (dialog: Locator, name: string | RegExp) => {
  const button = dialog.getByRole('button', { name });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (!(await dialog.isVisible())) return;
    const running = await button.evaluate((element) => element.classList.contains('ant-btn-loading'), null, {
      timeout: 2_000,
    });
    if (!running) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};
