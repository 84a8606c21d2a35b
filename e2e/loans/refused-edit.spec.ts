import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan, readLoan, rejectedLoan } from "../support/api";
import { storageStateOf } from "../support/users";

// Contract v2, section 5 (the `policy` merge): an update the policy would no
// longer approve is refused with 422 policy_rejects_update and nothing is stored.
test.use({ storageState: storageStateOf("partner") });

test("an edit the policy refuses names the failed rule in words, keeps what was typed, and saves nothing", async ({ page }) => {
  const loan = await bookLoan(approvedLoan({ loan_amount: 200000 }));
  await page.goto(`/loans/${loan.lead_id}`);

  await page.getByRole("button", { name: "Edit loan details" }).click();
  const form = page.getByRole("form", { name: "Edit the loan" });
  await form.getByLabel("Loan amount").fill("600000");
  await form.getByRole("button", { name: "Save changes" }).click();

  const refusal = form.getByRole("alert").filter({ hasText: "The policy would no longer approve this loan" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("Nothing was saved.");
  // The rule in words, then its own sentence, which names the amount typed.
  await expect(refusal.getByRole("listitem")).toHaveCount(1);
  await expect(refusal.getByRole("listitem")).toContainText(/^Loan amount: .*6,00,000/);
  const amount = form.getByLabel("Loan amount");
  await expect(amount).toHaveValue("600000");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toBeFocused();

  expect((await readLoan(loan.lead_id)).loan_amount).toBe(200000);
  await page.reload();
  await expect(page.getByRole("form", { name: "Edit the loan" })).toHaveCount(0);
  await page.getByRole("button", { name: "Edit loan details" }).click();
  await expect(page.getByRole("form", { name: "Edit the loan" }).getByLabel("Loan amount")).toHaveValue("200000");
});

test("lowering the credit score to 500 is refused by the credit score rule", async ({ page }) => {
  const loan = await bookLoan(approvedLoan());
  await page.goto(`/loans/${loan.lead_id}`);

  await page.getByRole("button", { name: "Edit loan details" }).click();
  const form = page.getByRole("form", { name: "Edit the loan" });
  await form.getByLabel("Credit score").fill("500");
  await form.getByRole("button", { name: "Save changes" }).click();

  const refusal = form.getByRole("alert").filter({ hasText: "The policy would no longer approve this loan" });
  await expect(refusal.getByRole("listitem")).toContainText(/^Credit score: /);
  await expect(form.getByLabel("Credit score")).toHaveValue("500");
  await page.reload();
  await expect(page.getByRole("table", { name: /every rule of the latest evaluation$/ }).getByRole("row").filter({ hasText: "Credit score" }).getByRole("cell").nth(3)).toHaveText("Passed");
});

test("a rejected application's credit terms cannot change: the edit says to book a new application", async ({ page }) => {
  const loan = await bookLoan(rejectedLoan());
  await page.goto(`/loans/${loan.lead_id}`);

  await page.getByRole("button", { name: "Edit loan details" }).click();
  const form = page.getByRole("form", { name: "Edit the loan" });
  await form.getByLabel("Credit score").fill("780");
  await form.getByRole("button", { name: "Save changes" }).click();

  const refusal = form.getByRole("alert").filter({ hasText: "The changes were not saved" });
  await expect(refusal).toContainText("This application was rejected, so its credit terms");
  await expect(refusal).toContainText("Book a new application instead");
  await expect(form.getByLabel("Credit score")).toHaveValue("780");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Rejected", level: 2 })).toBeVisible();
});
