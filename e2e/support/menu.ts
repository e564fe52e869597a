import { expect, type Locator, type Page } from '@playwright/test';

interface MenuChoice {
  /** The button that opens the menu (a card's More). */
  opener: Locator;
  /** The item's name, as its text reads. */
  item: string | RegExp;
  /** What the item opens (its dialog), which proves the choice was taken. */
  opens: Locator;
}

/**
 * Chooses `item` in an antd dropdown menu and waits for what it opens. A click that lands while the menu still
 * animates open is dropped by antd (the menu stays open, nothing opens), so the choice is retried until `opens`
 * shows, opening the menu again only when it has closed: a second click on the opener would close it.
 */
export const chooseMenuItem = async (page: Page, { opener, item, opens }: MenuChoice) => {
  const entry = page.getByRole('menuitem', { name: item, exact: typeof item === 'string' });
  await expect(async () => {
    if (!(await opens.isVisible())) {
      if (!(await entry.isVisible())) await opener.click();
      await entry.click({ timeout: 2_000 });
    }
    await expect(opens).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};
