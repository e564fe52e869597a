import { expect, type Locator, type Page } from '@playwright/test';

interface Pick {
  /** The select's input (what a person taps to open it, and types into when it searches). */
  input: Locator;
  /** The option to choose, as its text reads. */
  option: string | RegExp;
  /** Where the page shows what is chosen (the select's form field, or what the choice filters). */
  shows: Locator;
  /** Typed into the input first, for a select that searches. */
  typed?: string;
  /** A click that closes a select that stays open for more (a select of several values): a neutral title. */
  closeBy?: Locator;
}

const holds = (text: string, option: string | RegExp) =>
  typeof option === 'string' ? text.includes(option) : option.test(text);

/**
 * Chooses `option` in an antd select, the way a person makes sure of it: looks at what the page shows, and only
 * when it is not the choice yet opens the list and picks it. A click that lands while the list still animates
 * open is dropped by antd, so the pick is retried until the page shows the choice and the list has closed. A
 * choice the page shows already (a dialog that preselects the only possible card) is left as it is: opening
 * the list for it again was what left it open in CI (issue #56).
 */
export const pickOption = async (page: Page, { input, option, shows, typed, closeBy }: Pick) => {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(shows).toBeVisible();
  await expect(async () => {
    if (!holds((await shows.textContent()) ?? '', option)) {
      if ((await list.count()) === 0) await input.click();
      if (typed) await input.fill(typed);
      await list
        .locator('.ant-select-item-option')
        .filter({ hasText: option })
        .first()
        .click({ timeout: 2_000 });
    }
    await expect(shows).toContainText(option, { timeout: 1_000 });
    if (closeBy && (await list.count()) > 0) await closeBy.click();
    await expect(list).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};
