import { expect, test } from "@playwright/test";
import { today } from "../../tests/support/loan-fixtures";
import { daysAgo, individualPan, uniqueLoanId } from "../support/api";
import { storageStateOf } from "../support/users";
import { backTo, figure, fillFirstSteps, fillWizard, stepHeading, verdict } from "../support/wizard";

// Contract v2's booking checks (lib/schemas/loan.ts after the `terms` merge): the
// wizard runs the API's own schema, so it shows them on their step before
// anything is sent; the IFSC list check runs on the server only.
test.use({ storageState: storageStateOf("partner") });

test("an application date in the future is refused as the Loan terms step is left, on its field", async ({ page }) => {
  await fillFirstSteps(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair" }, daysAgo(-1));
  const form = page.getByRole("form", { name: "Book a loan" });
  await form.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Loan terms")).toBeVisible();
  const field = form.getByLabel("Application date");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Application date must not be after today (India time)");
  await expect(field).toBeFocused();

  // Corrected, the wizard goes on.
  await field.fill(daysAgo(1));
  await form.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Bank account and NACH type")).toBeVisible();
});

test("an application date in the future, changed after every step was filled, shows on the Loan terms step", async ({ page }) => {
  await fillWizard(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair" });
  const form = page.getByRole("form", { name: "Book a loan" });

  await backTo(page, "Loan terms");
  await form.getByLabel("Application date").fill(daysAgo(-1));
  await form.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Loan terms")).toBeVisible();
  const field = form.getByLabel("Application date");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(daysAgo(-1));
});

test("a co-applicant's PAN equal to the customer's shows on the Co-applicants step", async ({ page }) => {
  const pan = individualPan();
  await fillWizard(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair", pan });
  const form = page.getByRole("form", { name: "Book a loan" });

  await backTo(page, "Co-applicants");
  await form.getByRole("button", { name: "Add a co-applicant" }).click();
  const coApplicant = form.getByRole("group", { name: "Co-applicant 1" });
  await coApplicant.getByLabel("Full name").fill("Ravi Nair");
  await coApplicant.getByLabel("Relation to the customer").selectOption({ label: "spouse" });
  await coApplicant.getByLabel(/^PAN/).fill(pan);
  await form.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Co-applicants")).toBeVisible();
  const field = coApplicant.getByLabel(/^PAN/);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue(pan);
});

test("an IFSC missing from the published list, which only the server knows, shows on the Bank account step with what was typed", async ({ page }) => {
  await fillWizard(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair", ifsc: "SBIN0999999" });
  const form = page.getByRole("form", { name: "Book a loan" });

  await form.getByRole("button", { name: "Book loan" }).click();

  await expect(stepHeading(page, "Bank account and NACH type")).toBeVisible();
  const field = form.getByLabel("IFSC code");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("SBIN0999999");
  await expect(form.getByLabel("Account holder's name")).toHaveValue("Kavya Nair");
  await expect(page).toHaveURL(/\/loans\/new$/);
});

test("tranches that do not add up to the amount, which only the server checks, show on the Schedule step with what was typed", async ({ page }) => {
  await fillWizard(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair" });
  const form = page.getByRole("form", { name: "Book a loan" });

  await backTo(page, "Schedule", "Tranches and repayment schedule");
  // A new booking starts with its principal tranche: the whole amount, paid out on the payout date.
  const tranche = form.getByRole("group", { name: "Tranche 1" });
  await expect(tranche.getByLabel(/^Amount/)).toHaveValue("200000");
  await tranche.getByLabel(/^Amount/).fill("150000");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Borrower's consents")).toBeVisible();
  await form.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "Review")).toBeVisible();
  await form.getByRole("button", { name: "Book loan" }).click();

  await expect(stepHeading(page, "Tranches and repayment schedule")).toBeVisible();
  await expect(form.getByText(/must sum to loan amount/).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "The loan was not booked" })).toContainText("do not add up");
  await expect(form.getByRole("group", { name: "Tranche 1" }).getByLabel(/^Amount/)).toHaveValue("150000");
  await expect(page).toHaveURL(/\/loans\/new$/);
});

test("a staged principal tranche is refused on its field, and the terms rules' verdicts follow the terms before submission", async ({ page }) => {
  await fillWizard(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair" });
  const form = page.getByRole("form", { name: "Book a loan" });
  await backTo(page, "Schedule", "Tranches and repayment schedule");
  const first = form.getByRole("group", { name: "Tranche 1" });

  await test.step("a second principal tranche on another day is refused on its date as the Schedule step is left", async () => {
    await first.getByLabel(/^Amount/).fill("100000");
    await form.getByRole("button", { name: "Add a tranche" }).click();
    const second = form.getByRole("group", { name: "Tranche 2" });
    await second.getByLabel(/^Date/).fill(daysAgo(-30));
    await second.getByLabel(/^Amount/).fill("100000");
    await second.getByLabel("Disbursal type").selectOption({ label: "principal" });
    await form.getByRole("button", { name: "Next" }).click();

    await expect(stepHeading(page, "Tranches and repayment schedule")).toBeVisible();
    const date = second.getByLabel(/^Date/);
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(`Date must be ${today()}, the other principal tranches' date: staged disbursal is not supported`);
    await expect(date).toBeFocused();
    await second.getByRole("button", { name: "Remove Tranche 2" }).click();
    await first.getByLabel(/^Amount/).fill("200000");
  });

  await test.step("fees over 8 % of the amount fail upfront_charges, as the policy words it", async () => {
    await first.getByLabel(/^Processing fee/).fill("17000");
    await expect(figure(page, "Paid at disbursal")).toHaveText("₹1,83,000");
    await expect(figure(page, "Upfront charges")).toHaveText("₹17,000");
    await expect(verdict(page, "Upfront charges")).toContainText("Fails");
    await expect(verdict(page, "Upfront charges")).toContainText("Upfront charges of 17,000 is above the maximum of 16,000 (8% of the loan amount)");
    await expect(verdict(page, "Annual percentage rate")).toContainText("Passes");
  });

  await test.step("the same fee over 3 months takes the APR past the ceiling, shown on the Loan terms step", async () => {
    await backTo(page, "Loan terms");
    await form.getByLabel("Tenure").fill("3");
    await expect(verdict(page, "Annual percentage rate")).toContainText("Fails");
    await expect(verdict(page, "Annual percentage rate")).toContainText("above the maximum of 45% for a personal loan");
  });
});
