import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { approvedLoan, bankAccount, bookLoan, PENDING_ACCOUNT, startNach } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("operations") });

/** A mandate the sandbox bank leaves initiated (account 12345678), so operations can answer for the bank. */
async function pendingMandate(): Promise<string> {
  const loan = await bookLoan(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
  return (await startNach(loan.lead_id, "partner")).physical_nach_id;
}

const responseForm = (page: Page) => page.getByRole("form", { name: "Record the bank's response" });
/** The value beside a label in the mandate's details (the list's phone cards, hidden at this width, have labels of their own). */
const detail = (page: Page, label: string) => page.locator("dl > div:visible").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");

test("operations record a failure by choosing NPCI's reason from the list; the mandate shows the code and its description", async ({ page }) => {
  const nachId = await pendingMandate();
  await page.goto(`/nach?id=${nachId}`);
  const form = responseForm(page);

  await form.getByLabel("Failed").check();
  const reason = form.getByLabel("NPCI rejection reason");
  // A list of NPCI's codes, not free text.
  await expect(reason.getByRole("option", { name: "M038 — No such account" })).toHaveCount(1);
  await form.getByRole("button", { name: "Record response" }).click();
  await expect(form.getByText("The reason must be one of NPCI's mandate rejection codes")).toBeVisible();

  await reason.selectOption({ label: "M038 — No such account" });
  await form.getByRole("button", { name: "Record response" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Recorded: the mandate is failed" })).toBeVisible();
  await expect(detail(page, "Failure reason")).toHaveText("M038 — No such account");
  await expect(detail(page, "Status")).toContainText("failed");
});

test("operations register a mandate with its UMRN; a malformed one is refused on the field, and one already used is refused in words", async ({ page }) => {
  const [first, second] = [await pendingMandate(), await pendingMandate()];
  const umrn = `LDSK0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;

  await test.step("a UMRN in lower case is refused on the field", async () => {
    await page.goto(`/nach?id=${first}`);
    const form = responseForm(page);
    await form.getByLabel("UMRN").fill(umrn.toLowerCase());
    await form.getByRole("button", { name: "Record response" }).click();
    await expect(form.getByText("The UMRN must be 20 characters")).toBeVisible();
    await expect(detail(page, "Status")).toContainText("initiated");
  });

  await test.step("the bank's UMRN registers the mandate", async () => {
    const form = responseForm(page);
    await form.getByLabel("UMRN").fill(umrn);
    await form.getByRole("button", { name: "Record response" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recorded: the mandate is registered" })).toBeVisible();
    await expect(detail(page, "UMRN")).toHaveText(umrn);
  });

  await test.step("the same UMRN on another mandate is refused, and that mandate stays initiated", async () => {
    await page.goto(`/nach?id=${second}`);
    const form = responseForm(page);
    await form.getByLabel("UMRN").fill(umrn);
    await form.getByRole("button", { name: "Record response" }).click();
    const refusal = form.getByRole("alert").filter({ hasText: "This UMRN belongs to another mandate" });
    await expect(refusal).toContainText("This UMRN is already recorded on another mandate");
    await expect(form.getByText(`${umrn} is already recorded on another mandate`)).toBeVisible();
    await expect(detail(page, "Status")).toContainText("initiated");
    await expect(detail(page, "UMRN")).toHaveText("—");
  });
});

test("operations refuse another bank's UMRN prefix on the field", async ({ page }) => {
  await page.goto(`/nach?id=${await pendingMandate()}`);
  const form = responseForm(page);
  await form.getByLabel("UMRN").fill(`HDFC0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`);
  await form.getByRole("button", { name: "Record response" }).click();
  await expect(form.getByText(/must begin with LDSK, the sponsor bank's code \(LDSK0000001\) on this mandate's form/)).toBeVisible();
  await expect(detail(page, "Status")).toContainText("initiated");
});

test("after M013 operations clear the disbursal hold with a note, which the mandate then shows", async ({ page }) => {
  await page.goto(`/nach?id=${await pendingMandate()}`);
  const form = responseForm(page);
  await form.getByLabel("Failed").check();
  await form.getByLabel("NPCI rejection reason").selectOption({ label: "M013 — Withdrawal stopped owing to death of account holder" });
  await form.getByRole("button", { name: "Record response" }).click();

  const hold = page.getByRole("form", { name: "Clear the disbursal hold" });
  await expect(page.getByText("The loan's disbursal is on hold")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("disbursal-hold.png"), fullPage: true });
  await hold.getByLabel("Why the disbursal may go on").fill("Joint holder's death certificate seen; the borrower operates the account");
  await hold.getByRole("button", { name: "Clear the disbursal hold" }).click();

  await expect(page.getByText("Disbursal hold cleared")).toBeVisible();
  await expect(page.getByText(/Joint holder's death certificate seen/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("disbursal-hold-cleared.png"), fullPage: true });
});
