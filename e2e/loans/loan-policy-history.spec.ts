import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan } from "../support/api";
import { storageStateOf } from "../support/users";

// Contract v2, section 5 (the `policy` merge): a credit-relevant update re-runs
// the policy and keeps the new evaluation in the loan's history.
test.use({ storageState: storageStateOf("partner") });

test("after an edit the policy still approves, the history shows the update's evaluation above the booking's", async ({ page }) => {
  const loan = await bookLoan(approvedLoan());
  await page.goto(`/loans/${loan.lead_id}`);

  await page.getByRole("button", { name: "Edit loan details" }).click();
  const form = page.getByRole("form", { name: "Edit the loan" });
  await form.getByLabel("Loan amount").fill("250000");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("form", { name: "Edit the loan" })).toHaveCount(0);

  const history = page.getByRole("table", { name: "Evaluation history, newest first" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText("Update");
  await expect(history.getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText("Approved");
  await expect(history.getByRole("row").nth(2).getByRole("cell").nth(1)).toHaveText("Booking");
  const decision = page.getByRole("table", { name: /every rule of the latest evaluation$/ });
  await expect(decision.getByRole("row").filter({ hasText: "Loan amount" }).getByRole("cell").nth(1)).toHaveText("₹2,50,000");
});
