import { expect, type Locator, type Page } from '@playwright/test';

interface MenuChoice {
  /** The button that opens the menu (a card's More, the account menu). */
  opener: Locator;
  /** The item's name, as its text reads. */
  item: string | RegExp;
  /** What the item opens (its dialog, or the page it leads to), which proves the choice was taken. */
  opens: Locator;
}

/** How long a taken choice may take to show what it opens: a dialog's chunk and texts load on first use. */
const OPENS_WITHIN_MS = 10_000;

/**
 * Presses `item` in an antd dropdown menu until what it opens shows (issue #67, e2e/sims.spec.ts and
 * billing.spec.ts flaked on this). A press that lands while the menu still animates open is dropped by antd: the
 * menu stays open and nothing opens, so the item is pressed again. A press antd took closes the menu: then what it
 * opens is waited for, not pressed for again (a second press would open a second dialog behind the first). The
 * menu is opened again only when it has closed with nothing open (a second click on the opener would close it).
 * Bounded: 30 s in all.
 */
export const chooseMenuItem = async (page: Page, { opener, item, opens }: MenuChoice) => {
  const entry = page.getByRole('menuitem', { name: item, exact: typeof item === 'string' });
  // the page that has the menu first: the one before it may still show what the choice opens (the login form,
  // while the page a login leads to loads)
  await expect(opener).toBeVisible();
  await expect(async () => {
    if (await opens.first().isVisible()) return;
    if (!(await entry.isVisible())) await opener.click();
    await entry.click({ timeout: 2_000 });
    // dropped: the menu is still open, and this attempt fails at once to press again
    await expect(entry).toBeHidden({ timeout: 2_000 });
    await expect(opens.first()).toBeVisible({ timeout: OPENS_WITHIN_MS });
  }).toPass({ timeout: 30_000 });
};
