import { expect, test } from "@playwright/test";
import { formatDate } from "../../components/loans/form/display";
import { individualPan, uniqueLoanId } from "../support/api";
import { today } from "../../tests/support/loan-fixtures";
import { storageStateOf } from "../support/users";
import { figure, fillFirstSteps, fillLaterSteps, verdict } from "../support/wizard";

test.use({ storageState: storageStateOf("partner") });

test("the booking wizard, step by step, books an approved loan", { tag: "@smoke" }, async ({ page }) => {
  const partnerLoanId = uniqueLoanId("WIZ");
  const pan = individualPan();
  const loan = { partnerLoanId, fullName: "Kavya Nair", pan };
  await fillFirstSteps(page, loan);
  const form = page.getByRole("form", { name: "Book a loan" });

  await test.step("the Loan terms step asks for the payout date and shows the APR and the terms rules' verdicts before submission", async () => {
    await expect(form.getByLabel("Payout date")).toHaveValue(today());
    await expect(figure(page, "Payout date")).toHaveText(formatDate(today()) ?? "");
    // ₹2,00,000 at 14.5 % for 24 months, paid out whole, no fees: the APR is the rate.
    await expect(figure(page, "APR")).toHaveText("14.50%");
    await expect(figure(page, "Schedule's interest rate")).toHaveText("14.50% a year");
    await expect(figure(page, "Total payable")).toHaveText(/^₹2,3\d,\d{3}(\.\d\d)?$/);
    await expect(figure(page, "Paid at disbursal")).toHaveText("₹2,00,000");
    await expect(verdict(page, "Annual percentage rate")).toContainText("Passes");
    await expect(verdict(page, "Annual percentage rate")).toContainText("APR 14.5% is within");
    await expect(verdict(page, "Upfront charges")).toContainText("Passes");
  });

  await fillLaterSteps(page, loan);

  // Review shows what was entered, section by section.
  for (const section of ["Customer", "Loan terms", "Bank account and NACH type", "KYC", "Co-applicants", "Tranches and repayment schedule"]) {
    await expect(form.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  await expect(form.getByRole("definition").filter({ hasText: partnerLoanId })).toBeVisible();
  await expect(form.getByRole("definition").filter({ hasText: /^₹2,00,000$/ }).first()).toBeVisible();
  await expect(form.getByRole("table", { name: "KYC documents" })).toContainText(pan);
  await expect(figure(page, "APR")).toHaveText("14.50%");

  await form.getByRole("button", { name: "Book loan" }).click();

  await expect(page).toHaveURL(/\/loans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `Loan ${partnerLoanId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Approved", level: 2 })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^LD\d{10}$/ })).toBeVisible();
  await expect(page.getByText("Kavya Nair").first()).toBeVisible();

  await test.step("the loan page shows the APR, the schedule and the cash flows it is worked from", async () => {
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Repayment and APR", level: 2 }) });
    await expect(card.locator("dl > div").filter({ has: page.getByRole("term").filter({ hasText: /^APR$/ }) }).getByRole("definition")).toHaveText("14.50%");
    await card.getByText("Repayment schedule, 24 instalments").click();
    const schedule = card.getByRole("table", { name: "Repayment schedule the APR and the Key Facts Statement use" });
    await expect(schedule.locator("tbody tr")).toHaveCount(24);
    await card.getByText("Cash flows behind the APR, 25").click();
    const flows = card.getByRole("table", { name: "The borrower's cash flows the APR is worked out from" });
    await expect(flows.locator("tbody tr")).toHaveCount(25);
    await expect(flows.locator("tbody tr").first()).toHaveText(`${formatDate(today())}0Paid out at disbursal₹2,00,000`);
    await expect(flows.locator("tbody tr").nth(1)).toContainText("Instalment 1");
    await expect(flows.locator("tbody tr").nth(1)).toContainText("−₹");
  });
});
