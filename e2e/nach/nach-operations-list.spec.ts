import { expect, test, type Page } from "@playwright/test";
import { indianClockTime } from "@/lib/calendar/india-day";
import { uniqueUtr } from "../../tests/support/loan-fixtures";
import { waitFor } from "../../tests/support/poll";
import {
  approvedLoan,
  bankAccount,
  bookLoan,
  disburseLoan,
  FAILING_ACCOUNT,
  nachStatus,
  PENDING_ACCOUNT,
  requestCoolingOffExit,
  startNach,
  type ApiPartner,
} from "../support/api";
import { cardOf, expectNoSidewaysScroll, WIDTHS } from "../support/layout";
import { storageStateOf } from "../support/users";

// Issue 28, part 5: the mandates list shows NPCI's failure reason and whether
// NPCI allows presenting the mandate again, and filters by status and reason.
// @once: the filters are plain SQL through the query layer, the same on both
// databases, which tests the list's query on each (lib/portal/mandate-list.test.ts).

/** A mandate once the sandbox bank has settled it: registered, failed with M038 (99999999), or left initiated (12345678). */
async function mandateOn(account: string | null, partner: ApiPartner = "partner") {
  const loan = await bookLoan(approvedLoan(account ? { bank_account: bankAccount(account) } : {}), partner);
  const nachId = (await startNach(loan.lead_id, partner)).physical_nach_id;
  if (account !== PENDING_ACCOUNT) {
    await waitFor(async () => (await nachStatus(nachId, partner)).status !== "initiated", { what: `the sandbox bank's answer on ${nachId}` });
  }
  return { loan, nachId };
}

const list = (page: Page) => page.getByRole("region", { name: "Physical NACH mandates, newest first" });
const rowOf = (page: Page, nachId: string) => list(page).getByRole("row").filter({ has: page.getByRole("link", { name: nachId, exact: true }) });
const statusFilter = (page: Page) => page.getByLabel("Status", { exact: true });
const reasonFilter = (page: Page) => page.getByLabel("Failure reason");

/** Records NPCI's reason for a mandate as operations do, through the bank-response form. */
async function recordFailure(page: Page, nachId: string, reasonLabel: string) {
  await page.goto(`/nach?id=${nachId}`);
  const form = page.getByRole("form", { name: "Record the bank's response" });
  await form.getByLabel("Failed").check();
  await form.getByLabel("NPCI rejection reason").selectOption({ label: reasonLabel });
  await form.getByRole("button", { name: "Record response" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Recorded: the mandate is failed" })).toBeVisible();
}

/** A registered mandate cancelled by the borrower's completed cooling-off exit (contract section 8, v3). */
async function cancelledMandate(page: Page): Promise<string> {
  const { loan, nachId } = await mandateOn(null);
  await disburseLoan(loan.lead_id);
  const exit = await requestCoolingOffExit(loan.lead_id);
  await page.goto(`/loans/${loan.lead_id}`);
  const form = page.getByRole("form", { name: "Record the borrower's repayment" });
  await form.getByLabel("Received at").fill(indianClockTime(new Date()).slice(0, 19));
  await form.getByLabel("Amount (₹)").fill(exit.amount_due.toFixed(2));
  await form.getByLabel("UTR").fill(uniqueUtr());
  await form.getByRole("button", { name: "Record repayment" }).click();
  await expect(page.getByText("The borrower repaid and exited the loan.")).toBeVisible();
  return nachId;
}

test.describe("operations", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("operations") });

  test("see each mandate's status, NPCI's reason and whether it may be re-presented, and filter by status and reason in the address", async ({ page }, testInfo) => {
    const noSuchAccount = await mandateOn(FAILING_ACCOUNT);
    const frozen = await mandateOn(PENDING_ACCOUNT);
    const registered = await mandateOn(null);
    const pending = await mandateOn(PENDING_ACCOUNT);
    const theirs = await mandateOn(FAILING_ACCOUNT, "partner2");
    await recordFailure(page, frozen.nachId, "M026 — Account frozen, inoperative or blocked");
    await expect(page.locator("dl > div").filter({ hasText: /^Re-presentation/ }).locator("dd")).toHaveText("Re-present: up to 2 times");
    await page.screenshot({ path: testInfo.outputPath("nach-details-failed-1280.png"), fullPage: true });
    const cancelled = await cancelledMandate(page);

    await test.step("the list shows the reason and the re-presentation NPCI allows", async () => {
      await page.goto("/nach");
      await expect(rowOf(page, noSuchAccount.nachId)).toContainText("failed");
      await expect(rowOf(page, noSuchAccount.nachId)).toContainText("M038 — No such account");
      await expect(rowOf(page, noSuchAccount.nachId)).toContainText("No re-presentation: new mandate needed");
      await expect(rowOf(page, frozen.nachId)).toContainText("M026 — Account frozen, inoperative or blocked");
      await expect(rowOf(page, frozen.nachId)).toContainText("Re-present: up to 2 times");
      await expect(rowOf(page, registered.nachId)).toContainText("registered");
      await expect(rowOf(page, registered.nachId)).not.toContainText("re-present", { ignoreCase: true });
      await expect(rowOf(page, pending.nachId)).toContainText("initiated");
      await expect(rowOf(page, cancelled)).toContainText("cancelled");
      // The lender's operations see every partner's mandates.
      await expect(rowOf(page, theirs.nachId)).toContainText("Demo Two Finance");
      await page.screenshot({ path: testInfo.outputPath("nach-list-all-1280.png"), fullPage: true });
    });

    await test.step("filtering by status narrows the rows and goes into the address", async () => {
      await statusFilter(page).selectOption("cancelled");
      await expect(page).toHaveURL(/\/nach\?status=cancelled$/);
      await expect(rowOf(page, cancelled)).toBeVisible();
      await expect(rowOf(page, registered.nachId)).toHaveCount(0);
      await expect(list(page).getByRole("row").filter({ hasNotText: "cancelled" }).filter({ has: page.getByRole("cell") })).toHaveCount(0);

      await statusFilter(page).selectOption("registered");
      await expect(page).toHaveURL(/\/nach\?status=registered$/);
      await expect(rowOf(page, registered.nachId)).toBeVisible();
      await expect(rowOf(page, noSuchAccount.nachId)).toHaveCount(0);
    });

    await test.step("filtering by reason takes failed mandates with that reason, and the address carries both", async () => {
      await reasonFilter(page).selectOption({ label: "M038 — No such account" });
      await expect(page).toHaveURL(/\/nach\?status=failed&reason=M038$/);
      await expect(statusFilter(page)).toHaveValue("failed");
      await expect(rowOf(page, noSuchAccount.nachId)).toBeVisible();
      await expect(rowOf(page, theirs.nachId)).toBeVisible();
      await expect(rowOf(page, frozen.nachId)).toHaveCount(0);
      await expect(rowOf(page, registered.nachId)).toHaveCount(0);
      await expect(list(page).getByRole("row").filter({ hasNotText: "M038 — No such account" }).filter({ has: page.getByRole("cell") })).toHaveCount(0);

      await reasonFilter(page).selectOption({ label: "Any failure" });
      await expect(page).toHaveURL(/\/nach\?status=failed&reason=any$/);
      await expect(rowOf(page, noSuchAccount.nachId)).toBeVisible();
      await expect(rowOf(page, frozen.nachId)).toBeVisible();
    });

    await test.step("a bookmarked filter opens filtered", async () => {
      await page.goto("/nach?status=failed&reason=M026");
      await expect(statusFilter(page)).toHaveValue("failed");
      await expect(reasonFilter(page)).toHaveValue("M026");
      await expect(rowOf(page, frozen.nachId)).toBeVisible();
      await expect(rowOf(page, noSuchAccount.nachId)).toHaveCount(0);
    });

    await test.step("a hand-edited address that cannot match is refused in words", async () => {
      await page.goto("/nach?status=registered&reason=M038");
      await expect(page.getByText("reason filters failed mandates: choose the status failed, or no status")).toBeVisible();
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/nach$/);
      await expect(rowOf(page, registered.nachId)).toBeVisible();
    });

    await test.step("at 1280 and 390 px the status, the reason and the mandate's link show without scrolling sideways", async () => {
      await page.goto("/nach?reason=any");
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const row = width === 390 ? cardOf(page, "Physical NACH mandates, newest first", page.getByRole("link", { name: frozen.nachId, exact: true })) : rowOf(page, frozen.nachId);
        await expect(row).toBeVisible();
        await expectNoSidewaysScroll(page);
        for (const part of [row.getByRole("link", { name: frozen.nachId }), row.getByText("failed", { exact: true }), row.getByText("Re-present: up to 2 times")]) {
          const box = await part.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `${await part.textContent()} within ${width} px`).toBe(true);
        }
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`nach-list-${width}.png`), fullPage: true });
      }
    });
  });
});

test.describe("partner staff", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("partner2") });

  test("list and filter their partner's mandates only", async ({ page }) => {
    const mine = await mandateOn(FAILING_ACCOUNT, "partner2");
    const others = await mandateOn(FAILING_ACCOUNT, "partner");
    const othersRegistered = await mandateOn(null, "partner");

    await page.goto("/nach?reason=M038");
    await expect(statusFilter(page)).toHaveValue("failed");
    await expect(rowOf(page, mine.nachId)).toContainText("M038 — No such account");
    await expect(rowOf(page, others.nachId)).toHaveCount(0);

    await page.goto("/nach");
    await expect(rowOf(page, mine.nachId)).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Partner" })).toHaveCount(0);
    for (const id of [others.nachId, othersRegistered.nachId]) await expect(page.getByText(id)).toHaveCount(0);
    await statusFilter(page).selectOption("registered");
    await expect(page).toHaveURL(/\/nach\?status=registered$/);
    await expect(page.getByText(othersRegistered.nachId)).toHaveCount(0);
  });
});
