import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner2") });

test("a partner's staff cannot open another partner's loan", async ({ page }) => {
  // Booked by Demo Finance; Rahul works for Demo Two Finance.
  const loan = await bookLoan(approvedLoan({ full_name: "Meera Iyer" }), "partner");

  const response = await page.goto(`/loans/${loan.lead_id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText(loan.partner_loan_id)).toHaveCount(0);
  await expect(page.getByText("Meera Iyer")).toHaveCount(0);
  await expect(page.getByText(loan.loan_account_number)).toHaveCount(0);

  // Nor does the loans list give it away.
  await page.goto("/loans");
  await page.getByLabel("Search").fill(loan.partner_loan_id);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No loans match")).toBeVisible();
});
