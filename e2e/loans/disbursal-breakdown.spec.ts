import { expect, test } from "@playwright/test";
import { today } from "../../tests/support/loan-fixtures";
import { approvedLoan, bookLoan, daysAgo, prepareForDisbursal } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

test("partner staff see the net amount due before disbursing, and the breakdown and account paid after", async ({ page }) => {
  const loan = await bookLoan(approvedLoan({
      bank_account: { ac_number: ["50100012347890"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: "physical" },
      disbursal_detail: [
        { date: today(), amount: 150000, processing_fee: 1000, gst: 180 },
        { date: daysAgo(-30), amount: 50000, disbursal_type: "withhold" },
      ],
    }),
  );
  await prepareForDisbursal(loan.lead_id);
  await page.goto(`/loans/${loan.lead_id}`);

  await test.step("the dialog shows the net amount due and how it is reached, behind a primary button", async () => {
    await page.getByRole("button", { name: "Disburse" }).click();
    const dialog = page.getByRole("dialog", { name: "Disburse this loan?" });
    await expect(dialog).toContainText("Net amount due: ₹1,48,820");
    const breakdown = dialog.getByRole("table", { name: "How the net amount due is reached" });
    await expect(breakdown.getByRole("row", { name: "Principal ₹1,50,000" })).toBeVisible();
    await expect(breakdown.getByRole("row", { name: "less Processing fee ₹1,000" })).toBeVisible();
    await expect(breakdown.getByRole("row", { name: "less GST ₹180" })).toBeVisible();
    await expect(breakdown.getByRole("row", { name: "Withheld (not paid out) ₹50,000" })).toBeVisible();
    await expect(breakdown.getByRole("row", { name: "Net amount paid out ₹1,48,820" })).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Disburse now" });
    // Paying out is the expected next step, not a destructive one.
    await expect(confirm).toHaveClass(/bg-indigo-700/);
    await expect(confirm).not.toHaveClass(/bg-red/);

    // A malformed UTR is refused on its field and the dialog stays open, nothing disbursed.
    await dialog.getByLabel("Bank UTR").fill("hdfcn52026112412");
    await confirm.click();
    await expect(dialog.getByText("The UTR must be the bank's UTR: 12-22 upper-case letters and digits")).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Bank UTR").fill("HDFCN52026112412");
    await confirm.click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the loan page shows what was paid, how, and to which account, also after a reload", async () => {
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Disbursal", level: 2 }) });
      await expect(card.getByRole("definition").filter({ hasText: /^₹1,48,820$/ })).toBeVisible();
      await expect(card.getByRole("definition").filter({ hasText: /^HDFCN52026112412$/ })).toBeVisible();
      const breakdown = card.getByRole("table", { name: "How the amount paid out was reached" });
      await expect(breakdown.getByRole("row", { name: "Withheld (not paid out) ₹50,000" })).toBeVisible();
      await expect(breakdown.getByRole("row", { name: "Net amount paid out ₹1,48,820" })).toBeVisible();
      await expect(card.getByRole("definition").filter({ hasText: "XXXXXXXXXX7890" })).toBeVisible();
      await expect(card.getByRole("definition").filter({ hasText: "HDFC0001234" })).toBeVisible();
      await expect(card.getByRole("definition").filter({ hasText: "Asha Verma" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Disburse" })).toBeDisabled();
    }
  });
});
