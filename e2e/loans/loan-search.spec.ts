import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { approvedLoan, bankAccount, bookLoan, daysAgo, individualPan, PENDING_ACCOUNT, rejectedLoan, startNach, uniqueLoanId } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

/** A name word no other test's borrower has, so every search here finds this test's loans alone. */
const WORD = `Qz${Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz".charAt(randomInt(26))).join("")}`;
const mobile = () => `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;

function loanOf(name: string, body: (overrides: Record<string, unknown>) => Record<string, unknown>) {
  const pan = individualPan();
  const fields = {
    partner_loan_id: uniqueLoanId("E2E"),
    full_name: name,
    mobile_number: mobile(),
    bank_account: { ...bankAccount(PENDING_ACCOUNT), ac_name: name },
    kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: name }],
  };
  return { body: body(fields), pan, mobile: fields.mobile_number };
}

/** Fills the form and searches, then waits for the new URL: the form is drawn again from it, so the next step fills that one. */
async function search(page: Page, fill: (page: Page) => Promise<unknown>) {
  const before = page.url();
  await fill(page);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.href !== before);
}

test("partner staff find loans by name, mobile and PAN, filter them by every field, and the URL keeps the view", { tag: "@database-specific" }, async ({ page }) => {
  const rajesh = loanOf(`Rajesh ${WORD} Sharma`, approvedLoan);
  const meera = loanOf(`Meera ${WORD}`, rejectedLoan);
  const [approved, rejected] = [await bookLoan(rajesh.body), await bookLoan(meera.body)];
  await startNach(approved.lead_id, "partner");
  const table = page.getByRole("table");
  const shows = async (...loans: { partner_loan_id: string }[]) => {
    if (loans.length === 0) return expect(page.getByText("No loans match")).toBeVisible();
    await expect(table.getByRole("link")).toHaveCount(loans.length);
    for (const loan of loans) await expect(table.getByRole("link", { name: loan.partner_loan_id })).toBeVisible();
  };

  await page.goto("/loans");
  await search(page, (p) => p.getByLabel("Search", { exact: true }).fill(WORD.toLowerCase()));
  await expect(page).toHaveURL(`/loans?q=${WORD.toLowerCase()}`);
  await shows(approved, rejected);

  // Each filter narrows the search, and the URL says so.
  await search(page, (p) => p.getByLabel("Status", { exact: true }).selectOption("Rejected"));
  await expect(page).toHaveURL(`/loans?q=${WORD.toLowerCase()}&status=Rejected`);
  await shows(rejected);
  // Back returns to the view before, the form with it.
  await page.goBack();
  await expect(page).toHaveURL(`/loans?q=${WORD.toLowerCase()}`);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("");
  await shows(approved, rejected);

  await search(page, (p) => p.getByLabel("Disbursed").selectOption("yes"));
  await shows();
  await search(page, (p) => p.getByLabel("Disbursed").selectOption("no"));
  await shows(approved, rejected);
  await search(page, (p) => p.getByLabel("NACH (latest mandate)").selectOption("initiated"));
  await shows(approved);
  await search(page, (p) => p.getByLabel("NACH (latest mandate)").selectOption("none"));
  await shows(rejected);
  await search(page, (p) => p.getByLabel("NACH (latest mandate)").selectOption(""));

  await search(page, async (p) => {
    await p.getByLabel("Booked from").fill(daysAgo(0));
    await p.getByLabel("Booked to").fill(daysAgo(0));
  });
  await shows(approved, rejected);
  await search(page, (p) => p.getByLabel("Booked to").fill(daysAgo(1)));
  await expect(page.getByText("must not be before booked_from")).toBeVisible();
  await search(page, async (p) => {
    await p.getByLabel("Booked from").fill("");
    await p.getByLabel("Booked to").fill(daysAgo(1));
  });
  await shows();
  await search(page, (p) => p.getByLabel("Booked to").fill(""));

  await search(page, async (p) => {
    await p.getByLabel("Amount from (₹)").fill("2,00,000");
    await p.getByLabel("Amount to (₹)").fill("200000");
  });
  // The URL keeps the amount as typed; the filter reads Indian grouping.
  await expect(page).toHaveURL(/amount_min=2%2C00%2C000&amount_max=200000/);
  await shows(approved, rejected);
  await search(page, async (p) => {
    await p.getByLabel("Amount from (₹)").fill("");
    await p.getByLabel("Amount to (₹)").fill("1000");
  });
  await shows();

  // A bookmark of a view opens it as it was.
  await page.goto(`/loans?q=${WORD}&nach=initiated&disbursed=no`);
  await shows(approved);
  await expect(page.getByLabel("NACH (latest mandate)")).toHaveValue("initiated");

  // The same box finds a loan by mobile and by PAN.
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL("/loans");
  await search(page, (p) => p.getByLabel("Search", { exact: true }).fill(`+91 ${rajesh.mobile}`));
  await shows(approved);
  await search(page, (p) => p.getByLabel("Search", { exact: true }).fill(meera.pan.toLowerCase()));
  await shows(rejected);

  // A wrong value in a shared link is named, not a failure.
  await page.goto("/loans?status=approved&amount_min=ten");
  await expect(page.getByText("This link's search or filters cannot be used")).toBeVisible();
  await expect(page.getByText("must be one of Approved, Rejected")).toBeVisible();
  await expect(page.getByText("must be a whole number of rupees")).toBeVisible();
});
