import { expect, type Locator, type Page } from "@playwright/test";

/** The widths every page is checked at: a desktop and a phone. */
export const WIDTHS = [1280, 390] as const;

/** Nothing on the page is cut off: the document itself never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** At each width, `ready` shows and nothing is cut off; the page is left at the last (phone) width. */
export async function expectFitsEveryWidth(page: Page, ready: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(ready).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
}

/** A list as the screen shows it: its table, or below the `sm` breakpoint its cards (the other is hidden, so never both). */
export const shownList = (page: Page, name: string) => page.getByRole("table", { name }).or(page.getByRole("list", { name }));

/** On a phone, the card of the list `name` that holds `content` (a text, or a locator such as a link). */
export const cardOf = (page: Page, name: string, content: string | Locator) => {
  const cards = page.getByRole("list", { name }).getByRole("listitem");
  return typeof content === "string" ? cards.filter({ hasText: content }) : cards.filter({ has: content });
};
