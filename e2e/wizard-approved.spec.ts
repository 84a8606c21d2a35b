import { expect, test } from "@playwright/test";
import { individualPan, uniqueLoanId } from "./api";
import { storageStateOf } from "./users";
import { fillWizard } from "./wizard";

test.use({ storageState: storageStateOf("partner") });

test("the booking wizard, step by step, books an approved loan", { tag: "@smoke" }, async ({ page }) => {
  const partnerLoanId = uniqueLoanId("WIZ");
  const pan = individualPan();
  await fillWizard(page, { partnerLoanId, fullName: "Kavya Nair", pan });

  // Review shows what was entered, section by section.
  const form = page.getByRole("form", { name: "Book a loan" });
  for (const section of ["Customer", "Loan terms", "Bank account and NACH type", "KYC", "Co-applicants", "Tranches and repayment schedule"]) {
    await expect(form.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  await expect(form.getByRole("definition").filter({ hasText: partnerLoanId })).toBeVisible();
  await expect(form.getByRole("definition").filter({ hasText: "₹2,00,000" })).toBeVisible();
  await expect(form.getByRole("table", { name: "KYC documents" })).toContainText(pan);

  await form.getByRole("button", { name: "Book loan" }).click();

  await expect(page).toHaveURL(/\/loans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `Loan ${partnerLoanId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Approved", level: 2 })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^LD\d{10}$/ })).toBeVisible();
  await expect(page.getByText("Kavya Nair").first()).toBeVisible();
});
