import { expect, test, type Page } from "@playwright/test";
import { formatDayOfMonth } from "@/lib/format/indian-format";
import { startReceiver } from "../../tests/support/webhook-receiver";
import { today } from "../../tests/support/loan-fixtures";
import { waitFor } from "../../tests/support/poll";
import { approvedLoan, bankAccount, bookLoan, createEndpoint, deleteEndpointByUrl, PENDING_ACCOUNT, prepareForDisbursal, startNach } from "../support/api";
import { expectFitsEveryWidth } from "../support/layout";
import { storageStateOf } from "../support/users";

// Issue 29, part 5: the home page's "needs attention" counts, each linking to
// its filtered list, and the chart's values on hover and focus. @once: the
// counts are plain SQL through the query layer, tested at each boundary on
// both databases in lib/portal/home-attention.test.ts; here, what a person
// sees and where each count takes them.

const card = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const attention = (page: Page) => card(page, "Needs attention");
const countLink = (page: Page, label: RegExp) => attention(page).getByRole("link", { name: label });
const countOf = async (page: Page, label: RegExp) => Number((await countLink(page, label).locator("span").first().textContent())?.replace(/,/g, ""));

test.describe("partner staff", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("partner2") });

  test("see what needs attention, each count opening the list of exactly those items, and the chart's values on hover", async ({ page }, testInfo) => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    try {
      // A mandate report the partner's endpoint refuses on every retry, a loan whose KFS waits for the borrower,
      // one accepted, and a mandate started today that is nowhere near NPCI's limit.
      await createEndpoint(receiver.url, "partner2");
      const waiting = await bookLoan(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }), "partner2");
      const fresh = await startNach(waiting.lead_id, "partner2");
      // The sandbox bank registers this one at once, and its report is what the endpoint refuses.
      await startNach((await bookLoan(approvedLoan(), "partner2")).lead_id, "partner2");
      const accepted = await bookLoan(approvedLoan(), "partner2");
      await prepareForDisbursal(accepted.lead_id, "partner2");

      await page.goto("/");
      await expect(attention(page).getByRole("link")).toHaveCount(4);
      for (const width of [1280, 390] as const) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: testInfo.outputPath(`home-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectFitsEveryWidth(page, attention(page));
      await page.setViewportSize({ width: 1280, height: 900 });

      await test.step("KFS not accepted opens the Approved, undisbursed loans without an accepted KFS", async () => {
        expect(await countOf(page, /KFS not accepted/)).toBeGreaterThanOrEqual(1);
        await countLink(page, /KFS not accepted/).click();
        await expect(page).toHaveURL(/\/loans\?status=Approved&disbursed=no&kfs=not_accepted$/);
        await expect(page.getByLabel("KFS", { exact: true })).toHaveValue("not_accepted");
        const list = page.getByRole("region", { name: "Loans matching the search and filters, newest first" });
        await expect(list.getByRole("link", { name: waiting.partner_loan_id, exact: true })).toBeVisible();
        await expect(list.getByRole("link", { name: accepted.partner_loan_id, exact: true })).toHaveCount(0);
      });

      await test.step("mandates over 90 working days: none today, and the list says so", async () => {
        await page.goto("/");
        expect(await countOf(page, /Mandates initiated over 90 working days/)).toBe(0);
        await countLink(page, /Mandates initiated over 90 working days/).click();
        await expect(page).toHaveURL(/\/nach\?status=initiated&started_to=\d{4}-\d{2}-\d{2}$/);
        await expect(page.getByTestId("filter-chip")).toContainText(/Started on or before \d{1,2} \w{3} \d{4}/);
        await expect(page.getByText(/^No initiated mandates started on or before/)).toBeVisible();
        await expect(page.getByRole("link", { name: fresh.physical_nach_id })).toHaveCount(0);
      });

      await test.step("Approved loans not disbursed after 7 days: none booked that long ago", async () => {
        await page.goto("/");
        expect(await countOf(page, /not disbursed after 7 days/)).toBe(0);
        await countLink(page, /not disbursed after 7 days/).click();
        await expect(page).toHaveURL(/\/loans\?status=Approved&disbursed=no&booked_to=\d{4}-\d{2}-\d{2}$/);
        await expect(page.getByText("No loans match")).toBeVisible();
      });

      await test.step("failed deliveries open the Webhooks page filtered to the last 24 hours' failures", async () => {
        await waitFor(
          async () => {
            await page.goto("/");
            return (await countOf(page, /Webhook deliveries failed/)) >= 1 || undefined;
          },
          { what: "the refused delivery counted as failed", timeoutMs: 30_000, intervalMs: 1_000 },
        );
        await countLink(page, /Webhook deliveries failed/).click();
        await expect(page).toHaveURL(/\/webhooks\?status=failed&within=24h$/);
        await expect(page.getByTestId("filter-chip")).toContainText("Failed in the last 24 hours");
        await expect(page.getByLabel("Status", { exact: true })).toHaveValue("failed");
        const row = page.getByRole("table", { name: "Webhook deliveries, newest first" }).getByRole("row").filter({ hasText: receiver.url });
        await expect(row.first().getByText("failed", { exact: true })).toBeVisible();
      });

      await test.step("the chart shows a day's values on hover and on keyboard focus, with readable dates", async () => {
        await page.goto("/");
        const days = page.getByRole("list", { name: "Days" }).getByRole("listitem");
        await expect(days).toHaveCount(7);
        const todayBar = days.last();
        await expect(todayBar).toHaveAccessibleName(/Bookings: \d+, Disbursals: \d+, NACH registrations: \d+$/);
        await todayBar.hover();
        const tooltip = todayBar.getByTestId("chart-tooltip");
        await expect(tooltip).toBeVisible();
        await expect(tooltip).toContainText(formatDayOfMonth(today()));
        await expect(tooltip).toContainText(/Bookings: [1-9]\d*/);
        await page.screenshot({ path: testInfo.outputPath("home-chart-hover-1280.png") });
        await page.mouse.move(0, 0);
        await days.nth(5).focus();
        await page.keyboard.press("Tab");
        await expect(todayBar).toBeFocused();
        await expect(tooltip).toBeVisible();
        await expect(page.getByText(formatDayOfMonth(today()), { exact: true }).first()).toBeVisible();
      });
    } finally {
      await deleteEndpointByUrl(receiver.url, "partner2");
      await receiver.close();
    }
  });
});

test.describe("operations", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("operations") });

  test("see every count but the deliveries', whose page is not theirs", async ({ page }) => {
    await page.goto("/");
    await expect(attention(page).getByRole("link")).toHaveCount(3);
    await expect(countLink(page, /Webhook deliveries/)).toHaveCount(0);
    await expect(card(page, "Money")).toContainText("₹");
  });
});
