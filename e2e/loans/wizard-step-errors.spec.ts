import { expect, test } from "@playwright/test";
import { daysAgo, uniqueLoanId } from "../support/api";
import { storageStateOf } from "../support/users";
import { backTo, fillWizard, stepHeading } from "../support/wizard";

test.use({ storageState: storageStateOf("partner") });

test("a rule across fields shows on the step holding the field it names, before anything is sent", async ({ page }) => {
  await fillWizard(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair" });
  const form = page.getByRole("form", { name: "Book a loan" });

  await backTo(page, "Loan terms");
  // The agreement cannot be signed before the application was made.
  await form.getByLabel("Agreement date").fill(daysAgo(10));
  await form.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Loan terms")).toBeVisible();
  const field = form.getByLabel("Agreement date");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Agreement date must not be before application date");
  await expect(field).toHaveValue(daysAgo(10));
});
