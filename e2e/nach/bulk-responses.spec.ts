import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { todayInIndia } from "@/lib/calendar/india-day";
import { approvedLoan, bankAccount, bookLoan, PENDING_ACCOUNT, startNach } from "../support/api";
import { seriousViolations } from "../support/axe";
import { storageStateOf } from "../support/users";

// @once: the preview and apply are lib code over the query layer, run on both
// databases by lib/bank-files/bank-files.test.ts; this checks the page.
test.use({ storageState: storageStateOf("operations") });

/** A mandate the sandbox bank leaves initiated (account 12345678), with its loan account number. */
async function pendingMandate(): Promise<{ nachId: string; loanAccountNumber: string }> {
  const loan = await bookLoan(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
  const nach = await startNach(loan.lead_id, "partner");
  return { nachId: nach.physical_nach_id, loanAccountNumber: loan.loan_account_number };
}

const umrn = () => `LDSK0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;
const responseCard = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Mandate response file" }) });
const rowOf = (page: Page, rowNumber: number) => page.getByRole("list", { name: "Rows of the file" }).getByRole("listitem").filter({ hasText: new RegExp(`^(Row )?${rowNumber}(?!\\d)`) });

test("operations upload the sponsor bank's response file, preview each row's change and error, apply it, and a second upload changes nothing", { tag: "@once" }, async ({ page }, testInfo) => {
  const [registers, fails, otherBank] = [await pendingMandate(), await pendingMandate(), await pendingMandate()];
  const registered = umrn();
  const file = Buffer.from(
    [
      "\uFEFFUMRN,Mandate Reference,Customer Name,Status,Reject Reason Code,Response Date",
      `${registered},${registers.loanAccountNumber},"Verma, Asha",ACCEPTED,,${todayInIndia()}`,
      `,${fails.loanAccountNumber},Asha Verma,Rejected,M038 - No such account,${todayInIndia()}`,
      `${umrn()},LD0000000000,Unknown,ACCEPTED,,${todayInIndia()}`,
      `HDFC0000000012345678,${otherBank.loanAccountNumber},Asha Verma,ACCEPTED,,${todayInIndia()}`,
    ].join("\r\n"),
  );

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/bank-files");
    const card = responseCard(page);
    await card.getByLabel(/Mandate response file \(CSV or XLSX/).setInputFiles({ name: "mms-response.csv", mimeType: "text/csv", buffer: file });
    await card.getByRole("button", { name: "Preview" }).click();
    await expect(card.getByText("Preview: nothing has changed yet")).toBeVisible();
    await expect(card.getByText("4 rows: 2 will change their record, 0 already applied, 2 refused.")).toBeVisible();
    await expect(card.getByText("Columns not read: Customer Name.")).toBeVisible();
    await card.getByLabel("Show").selectOption("all");
    await expect(rowOf(page, 2)).toContainText(`UMRN ${registered}`);
    await expect(rowOf(page, 2)).toContainText("Will apply");
    await expect(rowOf(page, 3)).toContainText("M038: No such account");
    await expect(rowOf(page, 4)).toContainText("No mandate has this reference");
    await expect(rowOf(page, 5)).toContainText("must begin with LDSK, the sponsor bank's code");
    expect(await seriousViolations(page), `the preview at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`bank-files-preview-${width}.png`), fullPage: true });
  }

  const card = responseCard(page);
  await card.getByRole("button", { name: "Apply 2 rows" }).click();
  await expect(card.getByText("The file was applied")).toBeVisible();
  await expect(card.getByText("4 rows: 2 applied, 0 already applied before, 2 refused.")).toBeVisible();
  await card.getByLabel("Show").selectOption("all");
  await expect(rowOf(page, 2)).toContainText("Applied");
  await page.screenshot({ path: testInfo.outputPath("bank-files-applied-390.png"), fullPage: true });

  await page.goto(`/nach?id=${registers.nachId}`);
  await expect(page.getByText(registered).first()).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/bank-files");
  await responseCard(page).getByLabel(/Mandate response file \(CSV or XLSX/).setInputFiles({ name: "mms-response.csv", mimeType: "text/csv", buffer: file });
  await responseCard(page).getByRole("button", { name: "Preview" }).click();
  await expect(responseCard(page).getByText("4 rows: 0 will change their record, 2 already applied, 2 refused.")).toBeVisible();
  await expect(responseCard(page).getByRole("button", { name: "Nothing to apply" })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath("bank-files-again-1280.png"), fullPage: true });
});

test("operations apply a bank's account verification results; the loan's account shows verified", { tag: "@once" }, async ({ page }) => {
  // The demo's bank leaves account 33330000 pending, for operations to answer.
  const loan = await bookLoan(approvedLoan({ bank_account: bankAccount("33330000") }));
  await page.goto("/bank-files");
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Account verification results" }) });
  const file = `Loan Account Number,Verification Status,Beneficiary Name,Date\n${loan.loan_account_number},SUCCESS,ASHA VERMA,${todayInIndia()}\n`;
  await card.getByLabel(/Verification results file \(CSV or XLSX/).setInputFiles({ name: "penny-drop.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await card.getByRole("button", { name: "Preview" }).click();
  await expect(card.getByText("1 row: 1 will change their record, 0 already applied, 0 refused.")).toBeVisible();
  await expect(card.getByRole("listitem")).toContainText("ASHA VERMA (score 100)");
  await card.getByRole("button", { name: "Apply 1 row" }).click();
  await expect(card.getByText("1 row: 1 applied, 0 already applied before, 0 refused.")).toBeVisible();
  await card.getByRole("link", { name: loan.loan_account_number }).click();
  await expect(page).toHaveURL(new RegExp(`/loans/${loan.lead_id}$`));
  await expect(page.getByText("ASHA VERMA").first()).toBeVisible();
});

test("a file that cannot be read is refused on the page with what to do, and nothing changes", { tag: "@once" }, async ({ page }) => {
  await page.goto("/bank-files");
  const card = responseCard(page);
  await card.getByLabel(/Mandate response file \(CSV or XLSX/).setInputFiles({ name: "notes.csv", mimeType: "text/csv", buffer: Buffer.from("UMRN,Remarks\nLDSK0000000000000001,ok\n") });
  await card.getByRole("button", { name: "Preview" }).click();
  const alert = card.getByRole("alert");
  await expect(alert).toContainText("The file was not taken; nothing was changed");
  await expect(alert).toContainText("no column for Status, Date");
});
