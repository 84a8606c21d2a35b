import { expect, test } from "@playwright/test";
import { bookLoan, rejectedLoan } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

test("a rejected loan shows the rule it failed and the rejection reason", async ({ page }) => {
  const loan = await bookLoan(rejectedLoan());
  expect(loan.status).toBe("Rejected");

  await page.goto(`/loans/${loan.lead_id}`);
  await expect(page.getByRole("heading", { name: `Loan ${loan.partner_loan_id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rejected", level: 2 })).toBeVisible();

  const policy = page.getByRole("table", { name: /^Policy / });
  const creditScore = policy.getByRole("row").filter({ has: page.getByRole("cell", { name: "Credit score", exact: true }) });
  await expect(creditScore.getByRole("cell")).toHaveText(["Credit score", "600", "at least 650", "Failed", "Credit score 600 is below the minimum of 650"]);
  // Every other rule passed: the one failure is the reason.
  await expect(policy.getByRole("cell", { name: "Failed", exact: true })).toHaveCount(1);

  // The one evaluation so far, the booking's, names the failed rule in words.
  const history = page.getByRole("table", { name: "Evaluation history, newest first" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText("Booking");
  await expect(history.getByRole("row").nth(1).getByRole("cell").nth(4)).toHaveText("Credit score");

  const reason = page.getByRole("main").getByRole("alert").filter({ hasText: "Rejection reason" });
  await expect(reason).toContainText("credit score 600 is below the minimum of 650");
  expect(loan.rejection_reason).toBeTruthy();
  await expect(reason).toContainText(loan.rejection_reason ?? "");

  // A rejected loan has no account number to show and cannot be disbursed.
  await expect(page.getByRole("button", { name: "Disburse" })).toHaveCount(0);
});
