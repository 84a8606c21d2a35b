import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { approvedLoan, bankAccount, bookLoan, individualPan, PENDING_ACCOUNT, rejectedLoan, uniqueLoanId } from "../support/api";
import { storageStateOf } from "../support/users";
import { hydrated } from "../support/hydrated";

test.use({ storageState: storageStateOf("partner") });

/** A name word no other test's borrower has, so the export holds this test's loans alone. */
const WORD = `Qe${Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz".charAt(randomInt(26))).join("")}`;

const loanOf = (name: string, body: (overrides: Record<string, unknown>) => Record<string, unknown>) =>
  body({
    partner_loan_id: uniqueLoanId("E2E"),
    full_name: name,
    mobile_number: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    bank_account: { ...bankAccount(PENDING_ACCOUNT), ac_name: name },
    kyc: [{ kyc_type: "pan", identifier: individualPan(), verified_using: "registry-api", kyc_name: name }],
  });

test("the loans page downloads its filtered list and its disbursals as CSV, and the NACH page its own", { tag: "@smoke" }, async ({ page }) => {
  const approved = await bookLoan(loanOf(`Lakshmi ${WORD} Menon`, approvedLoan));
  const rejected = await bookLoan(loanOf(`Arjun ${WORD}`, rejectedLoan));

  await page.goto(`/loans?q=${WORD}&status=Approved`);
  const link = page.getByRole("link", { name: "Download CSV" });
  await expect(link).toHaveAttribute("href", `/portal-files/loans/export.csv?q=${WORD}&status=Approved`);
  await expect(page.getByRole("link", { name: "Disbursals CSV" })).toHaveAttribute("href", `/portal-files/disbursals/export.csv?q=${WORD}&status=Approved`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^loans-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFFlead_id,partner_loan_id,")).toBe(true);
  expect(text).toContain(approved.lead_id);
  expect(text).not.toContain(rejected.lead_id);
  expect(text.trimEnd().split("\r\n")).toHaveLength(2);

  // A link whose filter cannot be used offers no download.
  await page.goto("/loans?booked_from=2026-02-30");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);

  await page.goto("/nach");
  await (await hydrated(page.getByLabel("Status", { exact: true }))).selectOption("initiated");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/portal-files/mandates/export.csv?status=initiated");
});
