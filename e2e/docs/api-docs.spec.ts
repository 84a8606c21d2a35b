import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../support/server-address";

// Issue 31, part 1: a partner finds an operation, its example and the
// sandbox's test values in /docs by searching, with the page's CSP intact
// and nothing fetched from anywhere but the service itself.

/** Every request the page makes that leaves the service's origin, and every CSP violation it reports. */
function watch(page: Page) {
  const foreign: string[] = [];
  const violations: string[] = [];
  const origin = new URL(E2E_BASE_URL).origin;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { foreign, violations };
}

const search = (page: Page, query: string) => page.getByRole("search", { name: "Search the docs" }).getByRole("searchbox").fill(query);
const results = (page: Page) => page.getByRole("list", { name: "Search results" });

test("the docs find an operation with its request example, and the test values, by search @once", async ({ page }) => {
  const { foreign, violations } = watch(page);
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "LoanDesk partner API" })).toBeVisible();

  await search(page, "initiate nach");
  await results(page).getByRole("link", { name: /Start a physical NACH mandate/ }).click();
  await expect(page).toHaveURL(/\/docs#initiateNach$/);
  const operation = page.getByRole("region", { name: "Start a physical NACH mandate for an Approved loan" });
  await expect(operation).toBeInViewport();
  await expect(operation.getByRole("figure", { name: "Request body example" })).toContainText('"lead_id"');
  await expect(operation.getByRole("link", { name: "nach_already_active" })).toBeVisible();

  await search(page, "12345678");
  await results(page).getByRole("link", { name: /^Test values: Physical NACH mandates/ }).click();
  await expect(page).toHaveURL(/\/docs\/test-values#nach$/);
  const nach = page.getByRole("region", { name: "Physical NACH mandates" });
  await expect(nach.getByRole("row", { name: /12345678/ })).toContainText("stays initiated");
  await expect(nach.getByRole("row", { name: /99999999/ })).toContainText("M038");

  await search(page, "kfs_expired");
  await results(page).getByRole("link", { name: /^kfs_expired/ }).click();
  await expect(page).toHaveURL(/\/docs#error-kfs_expired$/);
  await expect(page.locator("#error-kfs_expired")).toContainText("What to do:");

  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
