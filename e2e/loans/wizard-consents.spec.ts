import { expect, test } from "@playwright/test";
import { individualPan, uniqueLoanId } from "../support/api";
import { storageStateOf } from "../support/users";
import { fillConsents, fillFirstSteps, fillLaterSteps, next, stepHeading } from "../support/wizard";

test.use({ storageState: storageStateOf("partner") });

test("consents entered in the wizard are checked by the API's schema (an empty form reference is refused on the step), book the loan Approved and are listed on its page", async ({ page }) => {
  const partnerLoanId = uniqueLoanId("WIZC");
  await fillFirstSteps(page, { partnerLoanId, fullName: "Meera Iyer", pan: individualPan() });
  await fillLaterSteps(page, { partnerLoanId, fullName: "Meera Iyer" });
  const form = page.getByRole("form", { name: "Book a loan" });

  await test.step("a paper consent without its form reference is refused on the step", async () => {
    await page.getByRole("navigation", { name: "Booking steps" }).getByRole("button", { name: /^Consents/ }).click();
    await expect(stepHeading(page, "Borrower's consents")).toBeVisible();
    await form.getByLabel("Form reference").fill("");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Form reference is required")).toBeVisible();
    await fillConsents(page, "FORM-E2E-0427");
    await next(page, "Review");
  });

  await expect(form.getByRole("heading", { name: "Borrower's consents", exact: true })).toBeVisible();
  await expect(form.getByText(/bureau_pull: paper, form FORM-E2E-0427, text v1/)).toBeVisible();
  await form.getByRole("button", { name: "Book loan" }).click();

  await expect(page).toHaveURL(/\/loans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Approved", level: 2 })).toBeVisible();
  const consents = page.getByRole("table", { name: "Consents and revocations, oldest first" });
  await expect(consents.locator("tbody tr")).toHaveCount(2);
  await expect(consents.locator("tbody tr").nth(0)).toContainText("Credit bureau pull");
  await expect(consents.locator("tbody tr").nth(1)).toContainText("Data processing");
  await expect(consents.locator("tbody tr").nth(0)).toContainText("paper (FORM-E2E-0427), text v1");
  await expect(consents.locator("tbody tr").nth(0)).toContainText("Booking");
});
