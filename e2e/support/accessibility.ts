import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the product holds itself to: WCAG 2.2 AA (axe's tags for levels A and AA of 2.0, 2.1 and 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical accessibility problems axe finds on the page as it is now (dialogs open included),
 * each as its rule and up to three of its elements with axe's reason: empty when there are none.
 */
export const accessibilityProblems = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `axe ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.html.slice(0, 120)} (${node.failureSummary?.split('\n')[1]?.trim()})`)
          .join(' | ')}`,
    );
};

/** Fails with the rules and elements when axe finds a serious or critical problem on `what`. */
export const expectAccessible = async (page: Page, what: string) => {
  expect(await accessibilityProblems(page), `axe on ${what}`).toEqual([]);
};
