import { expect, test, type Page } from "@playwright/test";
import { ruleName } from "@/lib/policy/policy-rules";
import { approvedLoan, bookLoan, readLoan, type LoanRead } from "../support/api";
import { storageStateOf } from "../support/users";

/**
 * Every rule as the API reads it to the partner, but the exposure rule, whose
 * figures only the lender's staff see (contract v3 section 5).
 */
async function expectEveryRule(page: Page, policy: LoanRead["policy"], audience: "partner" | "lender") {
  const decision = page.getByRole("table", { name: /^Policy .*, every rule of the latest evaluation$/ });
  await expect(page.getByText(`Policy version ${policy.version}: ${policy.rules.length} of ${policy.rules.length} rules passed.`)).toBeVisible();
  await expect(decision.getByRole("row")).toHaveCount(policy.rules.length + 1);
  for (const rule of policy.rules) {
    const row = decision.getByRole("row").filter({ has: page.getByRole("cell", { name: ruleName(rule.code), exact: true }) });
    await expect(row.getByRole("cell").nth(3)).toHaveText("Passed");
    const seesFigures = audience === "lender" && rule.code === "exposure";
    await expect(row.getByRole("cell").nth(4)).toHaveText(seesFigures ? /^With this one the customer would have 1 live approved loan for / : rule.message);
    await expect(row.getByRole("cell").nth(1)).toHaveText(seesFigures ? "1 loan, ₹2,00,000" : /.+/);
  }
  await expect(decision.getByRole("row").filter({ hasText: "Employment" }).getByRole("cell").nth(1)).toHaveText("salaried");
  const history = page.getByRole("table", { name: "Evaluation history, newest first" });
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1).getByRole("cell")).toHaveText([/.+/, "Booking", policy.version, "Approved", "None"]);
}

test.describe("partner staff", { tag: "@smoke" }, () => {
  test.use({ storageState: storageStateOf("partner") });

  test("the loan page shows every rule of the latest evaluation in words, and the booking's evaluation", async ({ page }) => {
    const loan = await bookLoan(approvedLoan());
    const { policy } = await readLoan(loan.lead_id);
    await page.goto(`/loans/${loan.lead_id}`);
    await expect(page.getByRole("heading", { name: "Policy decision", level: 2 })).toBeVisible();
    await expectEveryRule(page, policy, "partner");
    const exposure = page.getByRole("row").filter({ has: page.getByRole("cell", { name: ruleName("exposure"), exact: true }) });
    await expect(exposure.getByRole("cell").nth(1)).toHaveText("—");
    await expect(exposure.getByRole("cell").nth(2)).toHaveText("—");
  });
});

test.describe("support", { tag: "@smoke" }, () => {
  test.use({ storageState: storageStateOf("support") });

  test("support sees the policy decision and the evaluation history read-only", async ({ page }) => {
    const loan = await bookLoan(approvedLoan());
    const { policy } = await readLoan(loan.lead_id);
    await page.goto(`/loans/${loan.lead_id}`);
    await expectEveryRule(page, policy, "lender");
    await expect(page.getByRole("button", { name: "Edit loan details" })).toHaveCount(0);
  });
});
