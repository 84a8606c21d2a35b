import { expect, test, type Page } from "@playwright/test";
import { addDays } from "@/lib/calendar/calendar-date";
import { indianClockTime, todayInIndia } from "@/lib/calendar/india-day";
import { formatRupees } from "@/lib/format/indian-format";
import { uniqueUtr } from "../../tests/support/loan-fixtures";
import { approvedLoan, bookLoan, disburseLoan, readLoan, requestCoolingOffExit } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("operations") });

/** Now on a clock in India, as a datetime-local control takes it. */
const indianNow = () => indianClockTime(new Date()).slice(0, 19);

const card = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("operations record a withheld tranche's release; a used UTR is refused on the field", async ({ page }) => {
  const today = todayInIndia();
  const loan = await bookLoan(
    approvedLoan({
      disbursal_detail: [
        { date: today, amount: 150_000 },
        { disbursal_type: 1, date: addDays(today, 30), amount: 50_000 },
      ],
    }),
  );
  const disbursal = (await disburseLoan(loan.lead_id)) as { transaction_id: string };
  await page.goto(`/loans/${loan.lead_id}`);
  const withheld = card(page, "Withheld money");
  await expect(withheld.getByRole("cell", { name: "Due", exact: true })).toBeVisible();

  const form = withheld.getByRole("form", { name: "Record a withheld release" });
  await expect(form.getByLabel("Amount (₹)")).toHaveValue("50000.00");
  await form.getByLabel("Released at").fill(indianNow());
  await form.getByLabel("UTR").fill(disbursal.transaction_id);
  await form.getByRole("button", { name: "Record release" }).click();
  await expect(form.getByText("The UTR is already recorded on another transfer.")).toBeVisible();

  const utr = uniqueUtr();
  await form.getByLabel("UTR").fill(utr);
  await form.getByRole("button", { name: "Record release" }).click();
  await expect(withheld.getByText(utr)).toBeVisible();
  await expect(withheld.getByRole("form", { name: "Record a withheld release" })).toHaveCount(0);
});

test("operations record a cooling-off exit's repayment; the exit completes", async ({ page }) => {
  const loan = await bookLoan();
  await disburseLoan(loan.lead_id);
  const exit = await requestCoolingOffExit(loan.lead_id);
  await page.goto(`/loans/${loan.lead_id}`);
  const panel = card(page, "Cooling-off exit");
  await expect(panel.getByText(formatRupees(exit.amount_due)).first()).toBeVisible();

  const form = panel.getByRole("form", { name: "Record the borrower's repayment" });
  await form.getByLabel("Received at").fill(indianNow());
  await form.getByLabel("Amount (₹)").fill(String(exit.amount_due - 1));
  await form.getByLabel("UTR").fill(uniqueUtr());
  await form.getByRole("button", { name: "Record repayment" }).click();
  await expect(form.getByText(`The amount must be at least the amount due, ${exit.amount_due.toFixed(2)}.`)).toBeVisible();

  await form.getByLabel("Amount (₹)").fill(exit.amount_due.toFixed(2));
  await form.getByRole("button", { name: "Record repayment" }).click();
  await expect(panel.getByText("The borrower repaid and exited the loan.")).toBeVisible();
  expect((await readLoan(loan.lead_id)).cooling_off_exit).toMatchObject({ state: "completed" });
});
