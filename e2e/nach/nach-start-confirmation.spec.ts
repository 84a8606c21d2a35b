import { expect, test, type Page } from "@playwright/test";
import { addMonths } from "@/lib/calendar/calendar-date";
import { formatRupees } from "@/lib/format/indian-format";
import { scheduleOfBody } from "../../tests/support/loan-fixtures";
import { approvedLoan, bookLoan, readLoan } from "../support/api";
import { WIDTHS } from "../support/layout";
import { seriousViolations } from "../support/axe";
import { storageStateOf } from "../support/users";

// Issue 28, part 3: the loan page's NACH start shows the terms the form will
// print, with the initiation's defaults, lets staff change them within the
// contract's choices, and starts nothing until they confirm.
test.use({ storageState: storageStateOf("partner") });

const nachPanel = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { name: "Physical NACH", exact: true }) });
const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Start a physical NACH mandate?" });
/** A value in a mandate's terms on the loan page. */
const term = (page: Page, label: string) => nachPanel(page).locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

const formDate = (iso: string) => iso.split("-").reverse().join("/");

/** The contract's defaults (section 8) worked out from the schedule the service judges the loan by. */
function expectedDefaults(body: Record<string, unknown>) {
  const rows = scheduleOfBody(body).filter((row) => !row.upfront);
  const dates = rows.map((row) => row.due_date).sort();
  const largest = Math.max(...rows.map((row) => row.instalment));
  return { start: dates[0] ?? "", end: addMonths(dates[dates.length - 1] ?? "", 6), largest, amount: Math.ceil((largest * 1.5) / 100) * 100 };
}

test("the NACH start shows the terms it will print, starts nothing on Cancel or a refusal, and starts the mandate with the terms as changed", { tag: "@smoke" }, async ({ page }, testInfo) => {
  const body = approvedLoan();
  const loan = await bookLoan(body);
  const expected = expectedDefaults(body);
  await page.goto(`/loans/${loan.lead_id}`);
  const panel = nachPanel(page);
  const start = panel.getByRole("button", { name: "Start physical NACH" });
  const dialog = dialogOf(page);

  await test.step("the dialog shows the initiation's default terms", async () => {
    await start.click();
    await expect(dialog).toBeVisible();
    const frequency = dialog.getByLabel("Frequency");
    await expect(frequency).toHaveValue("monthly");
    // A monthly loan's mandate debits monthly: nothing less frequent collects it, and the default category (L001) takes no as-presented debits.
    await expect(frequency.getByRole("option")).toHaveText(["Monthly"]);
    await expect(dialog.getByLabel("From")).toHaveValue(expected.start);
    await expect(dialog.getByLabel("To", { exact: true })).toHaveValue(expected.end);
    await expect(dialog.getByLabel("Until cancelled")).not.toBeChecked();
    await expect(dialog.getByLabel("Amount (₹)")).toHaveValue(String(expected.amount));
    await expect(dialog.getByLabel("Debit type")).toHaveValue("maximum");
    await expect(dialog.getByLabel("Account type")).toHaveValue("savings");
    await expect(dialog.getByLabel("Account type").getByRole("option")).toHaveText(["Savings (SB)", "Current (CA)", "Non-resident ordinary savings (SB-NRO)", "Other"]);
    await expect(dialog.getByText("••••••••9012")).toBeVisible();
    await expect(dialog.getByText("123456789012")).toHaveCount(0);
    await expect(dialog.getByLabel("Signatory 1", { exact: true })).toHaveValue("Asha Verma");
  });

  await test.step("at a desktop's and a phone's width the dialog fits and axe finds nothing serious", async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`nach-start-dialog-${width}.png`) });
      await expect(dialog.getByRole("button", { name: "Start mandate" })).toBeInViewport();
      expect(await seriousViolations(page, { within: "dialog" }), `the dialog at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("Cancel starts nothing", async () => {
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText("No physical NACH mandate yet")).toBeVisible();
    expect((await readLoan(loan.lead_id)).physical_nach ?? null).toBeNull();
  });

  await test.step("an amount the initiation refuses shows its refusal beside the amount, and starts nothing", async () => {
    await start.click();
    const amount = dialog.getByLabel("Amount (₹)");
    // Three times the largest instalment is the most a mandate may authorise.
    await amount.fill(String(Math.ceil(expected.largest * 3) + 100));
    await dialog.getByRole("button", { name: "Start mandate" }).click();
    const refusal = dialog.getByText("The mandate amount may be at most");
    await expect(refusal).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(/may be at most .*3 x the largest instalment/);
    await expect(amount).toBeFocused();
    expect(await seriousViolations(page, { within: "dialog" }), "the dialog with the refusal").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("nach-start-dialog-refused.png") });
    expect((await readLoan(loan.lead_id)).physical_nach ?? null).toBeNull();
  });

  const amount = expected.amount + 1000;
  await test.step("confirming with changed terms starts a mandate whose form prints them", async () => {
    await dialog.getByLabel("Amount (₹)").fill(String(amount));
    await dialog.getByLabel("Until cancelled").check();
    await expect(dialog.getByLabel("To", { exact: true })).toBeDisabled();
    await dialog.getByLabel("Account type").selectOption({ label: "Current (CA)" });
    await dialog.getByRole("button", { name: "Add a signatory" }).click();
    await dialog.getByLabel("Signatory 2", { exact: true }).fill("Ravi Verma");
    await dialog.getByRole("button", { name: "Start mandate" }).click();

    await expect(dialog).toBeHidden();
    await expect(panel.getByRole("status").filter({ hasText: "A physical NACH mandate was started." })).toBeVisible();
    await expect(term(page, "Frequency")).toHaveText("Monthly");
    await expect(term(page, "Amount")).toHaveText(`${formatRupees(amount)}, maximum amount`);
    await expect(term(page, "Period")).toHaveText(`${formDate(expected.start)} until cancelled`);
    await expect(term(page, "Account")).toHaveText("CA ••••••••9012");
    await expect(term(page, "Signatories")).toHaveText("Asha Verma, Ravi Verma");
    await panel.screenshot({ path: testInfo.outputPath("nach-started.png") });
  });

  await test.step("the mandate's snapshot, as the API returns it, holds the same terms", async () => {
    const nach = (await readLoan(loan.lead_id)).physical_nach as { mandate: Record<string, unknown> } | null;
    expect(nach?.mandate).toMatchObject({
      frequency: "monthly",
      amount,
      debit_type: "maximum",
      start_date: expected.start,
      end_date: null,
      until_cancelled: true,
      account_type: "current",
      ac_number: "123456789012",
      signatories: ["Asha Verma", "Ravi Verma"],
    });
  });
});
