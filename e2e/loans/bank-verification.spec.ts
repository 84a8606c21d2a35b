import { expect, test, type Page } from "@playwright/test";
import { approvedLoan, bankAccount, bookLoan, disburseLoan, readLoan } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("operations") });

/** The demo sandbox never answers for this account: its verification stays pending until operations record one. */
const SILENT_ACCOUNT = "33330000";

const card = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "Bank account verification" }) });
const detail = (page: Page, label: string) => card(page).locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
const answerForm = (page: Page) => page.getByRole("form", { name: "Record the bank's answer" });

test("operations record the name at the bank on a pending account: the service scores it, the account is verified and the loan disburses", async ({ page }) => {
  const loan = await bookLoan(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
  await page.goto(`/loans/${loan.lead_id}`);

  await expect(detail(page, "Status")).toHaveText("pending");
  await expect(detail(page, "Account")).toHaveText("XXXX0000");
  await expect(detail(page, "Reason")).toHaveText("Waiting for the bank's answer");

  const form = answerForm(page);
  await form.getByRole("button", { name: "Record answer" }).click();
  await expect(form.getByText("The name must contain a letter.")).toBeVisible();

  await form.getByLabel("Name at the bank").fill("Verma Asha");
  await form.getByRole("button", { name: "Record answer" }).click();

  await expect(detail(page, "Status")).toHaveText("verified");
  await expect(detail(page, "Name at the bank")).toHaveText("Verma Asha");
  await expect(detail(page, "Name match score")).toHaveText("100 / 100");
  await expect(detail(page, "Method")).toHaveText("Recorded by operations");
  // A verified account takes no other answer.
  await expect(answerForm(page)).toHaveCount(0);
  expect((await readLoan(loan.lead_id)).bank_account_verification).toMatchObject({ status: "verified", method: "manual" });
  await disburseLoan(loan.lead_id);
});

test("operations record that the account cannot be paid; the loan page shows it failed, with the reason in words", async ({ page }) => {
  const loan = await bookLoan(approvedLoan({ bank_account: bankAccount(SILENT_ACCOUNT) }));
  await page.goto(`/loans/${loan.lead_id}`);

  const form = answerForm(page);
  await form.getByLabel("The account cannot be paid into").check();
  await form.getByLabel("Why the account cannot be paid").selectOption({ label: "The bank says the account is closed" });
  await form.getByRole("button", { name: "Record answer" }).click();

  await expect(detail(page, "Status")).toHaveText("failed");
  await expect(detail(page, "Reason")).toHaveText("The bank says the account is closed");
  await expect(answerForm(page)).toHaveCount(0);
});
