import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { tapeCsv } from "../../tests/support/loan-tape";
import { approvedLoan, rejectedLoan } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

const ROWS = 300;

/** A tape of ROWS loans: approved ones, one the policy rejects and one with fields the booking refuses. */
function tape(): Buffer {
  const bodies = Array.from({ length: ROWS }, () => approvedLoan());
  bodies[1] = rejectedLoan();
  bodies[2] = approvedLoan({ mobile_number: "12345" });
  return tapeCsv(bodies);
}

async function uploadTape(page: Page, bytes: Buffer): Promise<void> {
  await page.goto("/loans/tapes");
  await page.getByLabel(/Loan tape \(CSV or XLSX/).setInputFiles({ name: "daily-tape.csv", mimeType: "text/csv", buffer: bytes });
  await page.getByRole("button", { name: "Upload and book" }).click();
  await expect(page).toHaveURL(/\/loans\/tapes\/[0-9a-f-]{36}$/);
}

const progressOf = async (page: Page) => Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"));

test("partner staff upload a tape, follow its progress across a reload, see each row's result and download the results", { tag: "@database-specific" }, async ({ page }) => {
  await uploadTape(page, tape());
  const bar = page.getByRole("progressbar");
  await expect(bar).toHaveAttribute("aria-valuemax", String(ROWS));

  // The progress is the server's: a reload, mid-way or after, shows it again.
  await page.reload();
  await expect(bar).toBeVisible();
  const afterReload = await progressOf(page);
  await expect.poll(() => progressOf(page), { timeout: 60_000 }).toBeGreaterThan(afterReload === ROWS ? ROWS - 1 : afterReload);
  await expect(page.getByText(`Done: ${ROWS} of ${ROWS} rows`)).toBeVisible({ timeout: 60_000 });
  await page.reload();
  await expect(page.getByText(`Done: ${ROWS} of ${ROWS} rows`)).toBeVisible();

  const rows = page.getByRole("table", { name: "Results of the tape's rows" });
  await expect(rows.getByRole("row").nth(1)).toContainText("Approved");
  await expect(rows.getByRole("row").nth(2)).toContainText("Rejected");
  await page.getByLabel("Show").selectOption("refused");
  await expect(rows.getByRole("row")).toHaveCount(2);
  await expect(rows.getByRole("row").nth(1)).toContainText("mobile_number");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download results (CSV)" }).click()]);
  expect(download.suggestedFilename()).toBe("daily-tape-results.csv");
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const results = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(results[0]).toBe("row,partner_loan_id,result,lead_id,loan_account_number,status,rejection_reason,error_code,error_message,errors");
  expect(results).toHaveLength(ROWS + 1);
  expect(results[3]).toMatch(/^4,[^,]+,refused,.*mobile_number: /);
});

test("a file that is no tape is refused on the page with what to do, and nothing is booked", { tag: "@database-specific" }, async ({ page }) => {
  await page.goto("/loans/tapes");
  await page.getByLabel(/Loan tape \(CSV or XLSX/).setInputFiles({ name: "tape.csv", mimeType: "text/csv", buffer: Buffer.from("partner_loan_id,salary\nA-1,50000\n") });
  await page.getByRole("button", { name: "Upload and book" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("The tape was not taken; nothing was booked");
  await expect(alert).toContainText('"salary"');
  await expect(page).toHaveURL(/\/loans\/tapes$/);
});
