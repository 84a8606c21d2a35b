import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan } from "../support/api";
import { storageStateOf } from "../support/users";
import { fillWizard } from "../support/wizard";

test.use({ storageState: storageStateOf("partner") });

test("a partner loan id already booked is shown on its field in the wizard", async ({ page }) => {
  const existing = await bookLoan(approvedLoan());
  await fillWizard(page, { partnerLoanId: existing.partner_loan_id, fullName: "Kavya Nair" });

  await page.getByRole("form", { name: "Book a loan" }).getByRole("button", { name: "Book loan" }).click();

  // The wizard goes back to the Customer step, to the field at fault.
  const field = page.getByRole("form", { name: "Book a loan" }).getByLabel("Partner loan ID");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Partner Loan ID already exists");
  // Said once, with the field focus went to: no banner repeats it.
  await expect(page.getByText("Partner Loan ID already exists", { exact: true })).toHaveCount(1);
  await expect(page).toHaveURL(/\/loans\/new$/);
});
