import { expect, type Locator, type Page } from '@playwright/test';

interface Pick {
  /** The select's input (what a person taps to open it, and types into when it searches). */
  input: Locator;
  /** The option to choose, as its text reads. */
  option: string | RegExp;
  /** What holds the select, where its chosen value shows (its form field, or the filter around it). */
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
  // what the select shows as chosen (one value, or a tag each), never its placeholder ("Japan, 日本, JP")
  const chosen = shows.locator('.ant-select-content-has-value, .ant-select-selection-item');
  await expect(shows).toBeVisible();
  await expect(async () => {
    if (!holds((await chosen.allTextContents()).join('\n'), option)) {
      if ((await list.count()) === 0) await input.click();
      if (typed) await input.fill(typed);
      await list
        .locator('.ant-select-item-option')
        .filter({ hasText: option })
        .first()
        .click({ timeout: 2_000 });
    }
    await expect(chosen.filter({ hasText: option }).first()).toBeVisible({ timeout: 1_000 });
    if (closeBy && (await list.count()) > 0) await closeBy.click();
    await expect(list).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};
