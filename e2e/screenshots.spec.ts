import { mkdirSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startReceiver } from "../tests/support/webhook-receiver";
import { today } from "../tests/support/loan-fixtures";
import { tapeCsv } from "../tests/support/loan-tape";
import { approvedLoan, bankAccount, bookLoan, createEndpoint, daysAgo, deleteEndpointByUrl, FAILING_ACCOUNT, patchLoan, startNach, succeededDeliveryTo, uniqueLoanId } from "./support/api";
import { shownList, WIDTHS } from "./support/layout";
import { storageStateOf, type UserName } from "./support/users";
import { backTo, fillFirstSteps, fillWizard, stepHeading } from "./support/wizard";

// `npm run screenshots` (never `npm test`): each main page, and the states
// reviewers asked to see, at a desktop and a phone width, written to
// docs/screenshots for review. What each page must show is asserted by the
// tests beside it; here a picture is only taken once its subject is there.
const DIR = "docs/screenshots";

async function shoot(page: Page, name: string, ready: Locator) {
  mkdirSync(DIR, { recursive: true });
  // Lists load in the browser: wait until their spinner is gone.
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(ready).toBeVisible();
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true });
  }
}

interface Shot {
  name: string;
  /** Signed in as this user; signed out when absent. */
  user?: UserName;
  /** Sets the scene and returns what must show before the picture is taken. */
  scene: (page: Page) => Promise<Locator>;
}

const SHOTS: Shot[] = [
  {
    name: "login",
    scene: async (page) => {
      await page.goto("/login?callbackUrl=%2Fwebhooks");
      return page.getByRole("heading", { name: "Sign in to the portal" });
    },
  },
  {
    name: "home",
    user: "partner",
    scene: async (page) => {
      await bookLoan(approvedLoan());
      await page.goto("/");
      return page.getByRole("heading", { name: "The last seven days" });
    },
  },
  {
    name: "loans",
    user: "partner",
    scene: async (page) => {
      await bookLoan(approvedLoan({ full_name: "Ishaan Mehta", loan_amount: 150000, disbursal_detail: [{ date: today(), amount: 150000 }] }));
      await page.goto("/loans");
      return shownList(page, "Loans, newest first");
    },
  },
  {
    name: "loans-filtered",
    user: "operations",
    scene: async (page) => {
      await bookLoan(approvedLoan({ full_name: "Ishaan Mehta", loan_amount: 150000, disbursal_detail: [{ date: today(), amount: 150000 }] }));
      await page.goto("/loans?q=Mehta&status=Approved&disbursed=no&amount_min=100000");
      await expect(page.getByRole("link", { name: "Download CSV" })).toBeVisible();
      return shownList(page, "Loans matching the search and filters, newest first");
    },
  },
  {
    name: "wizard-field-errors",
    user: "partner",
    scene: async (page) => {
      await page.goto("/loans/new");
      await page.getByRole("form", { name: "Book a loan" }).getByRole("button", { name: "Next" }).click();
      return stepHeading(page, "Customer");
    },
  },
  {
    name: "wizard-terms",
    user: "partner",
    scene: async (page) => {
      await fillFirstSteps(page, { partnerLoanId: uniqueLoanId("SHOT"), fullName: "Asha Verma" });
      return page.getByRole("form", { name: "Book a loan" }).getByRole("region", { name: "What the borrower pays" });
    },
  },
  {
    name: "wizard-schedule-fees",
    user: "partner",
    scene: async (page) => {
      await fillWizard(page, { partnerLoanId: uniqueLoanId("SHOT"), fullName: "Asha Verma" });
      await backTo(page, "Schedule", "Tranches and repayment schedule");
      await page.getByRole("group", { name: "Tranche 1" }).getByLabel(/^Processing fee/).fill("17000");
      return page.getByRole("form", { name: "Book a loan" }).getByRole("region", { name: "What the borrower pays" }).getByText("Fails");
    },
  },
  {
    name: "loan-figures",
    user: "partner",
    scene: async (page) => {
      const loan = await bookLoan(
        approvedLoan({
          disbursal_detail: [
            { date: today(), amount: 150000, processing_fee: 1000, gst: 180 },
            { date: daysAgo(-45), amount: 50000, disbursal_type: "withhold" },
          ],
        }),
      );
      await page.goto(`/loans/${loan.lead_id}`);
      await page.getByText("Cash flows behind the APR", { exact: false }).click();
      return page.getByRole("table", { name: "The borrower's cash flows the APR is worked out from" });
    },
  },
  {
    name: "loan",
    user: "partner",
    scene: async (page) => {
      const loan = await bookLoan(approvedLoan());
      await page.goto(`/loans/${loan.lead_id}`);
      return page.getByRole("table", { name: /^Policy / });
    },
  },
  {
    name: "loan-saved",
    user: "partner",
    scene: async (page) => {
      const loan = await bookLoan(approvedLoan());
      await page.goto(`/loans/${loan.lead_id}`);
      await page.getByRole("button", { name: "Edit loan details" }).click();
      const form = page.getByRole("form", { name: "Edit the loan" });
      await form.getByLabel("Email").fill("asha.saved@example.com");
      await form.getByRole("button", { name: "Save changes" }).click();
      return page.getByRole("status").filter({ hasText: "Changes saved." });
    },
  },
  {
    name: "not-found",
    user: "partner",
    scene: async (page) => {
      await page.goto(`/loans/${randomUUID()}`);
      return page.getByRole("heading", { name: "Page not found" });
    },
  },
  {
    name: "nach",
    user: "support",
    scene: async (page) => {
      await startNach((await bookLoan(approvedLoan())).lead_id, "partner");
      await page.goto("/nach");
      return shownList(page, "Physical NACH mandates, newest first");
    },
  },
  {
    name: "nach-search",
    user: "partner",
    scene: async (page) => {
      // The sandbox bank fails this account's mandate (M038) a second after the start; another starts once the loan has another account.
      const loan = await bookLoan(approvedLoan({ bank_account: bankAccount(FAILING_ACCOUNT) }));
      const first = await startNach(loan.lead_id, "partner");
      await page.goto(`/nach?id=${first.physical_nach_id}`);
      await expect(page.getByText("failed", { exact: true }).first()).toBeVisible();
      await patchLoan(loan.lead_id, { bank_account: { ac_number: ["123456789012"] } });
      await startNach(loan.lead_id, "partner");
      await page.goto("/nach");
      const search = page.getByRole("search", { name: "Find a mandate" });
      await search.getByRole("textbox").fill(loan.loan_account_number);
      await search.getByRole("button", { name: "Find mandate" }).click();
      return shownList(page, "Mandates that match the search, newest first");
    },
  },
  {
    name: "nach-failed",
    user: "operations",
    scene: async (page) => {
      const loan = await bookLoan(approvedLoan({ bank_account: bankAccount(FAILING_ACCOUNT) }));
      const mandate = await startNach(loan.lead_id, "partner");
      await page.goto(`/nach?id=${mandate.physical_nach_id}`);
      await expect(page.getByText("failed", { exact: true }).first()).toBeVisible();
      await page.goto("/nach?status=failed");
      await expect(page.getByRole("link", { name: /CSV/ })).toBeVisible();
      return shownList(page, "Physical NACH mandates, newest first");
    },
  },
  {
    name: "webhooks",
    user: "support",
    scene: async (page) => {
      const receiver = await startReceiver();
      try {
        await createEndpoint(receiver.url, "partner2");
        await startNach((await bookLoan(approvedLoan(), "partner2")).lead_id, "partner2");
        await succeededDeliveryTo(receiver.url, "partner2");
      } finally {
        await deleteEndpointByUrl(receiver.url, "partner2");
        await receiver.close();
      }
      await page.goto("/webhooks");
      return shownList(page, "Webhook deliveries, newest first");
    },
  },
  {
    name: "settings",
    user: "admin",
    scene: async (page) => {
      await page.goto("/settings");
      return page.getByRole("table", { name: "Portal users" });
    },
  },
  {
    name: "loan-tapes",
    user: "partner",
    scene: async (page) => {
      await page.goto("/loans/tapes");
      return page.getByRole("button", { name: "Upload and book" });
    },
  },
  {
    name: "loan-tape",
    user: "partner",
    scene: async (page) => {
      await page.goto("/loans/tapes");
      const bodies = [approvedLoan({ full_name: "Rao, Priya" }), approvedLoan({ credit_score: 600 }), approvedLoan({ mobile_number: "12345" }), approvedLoan()];
      await page.getByLabel(/Loan tape \(CSV or XLSX/).setInputFiles({ name: "daily-tape.csv", mimeType: "text/csv", buffer: tapeCsv(bodies) });
      await page.getByRole("button", { name: "Upload and book" }).click();
      return page.getByText("Done: 4 of 4 rows");
    },
  },
  {
    name: "docs-webhooks",
    scene: async (page) => {
      await page.goto("/docs/webhooks");
      return page.getByRole("heading", { name: "Verifying the signature" });
    },
  },
  {
    name: "docs-test-values",
    scene: async (page) => {
      await page.goto("/docs/test-values");
      await page.getByRole("searchbox").fill("12345678");
      return page.getByRole("list", { name: "Search results" });
    },
  },
];

for (const shot of SHOTS) {
  test.describe(() => {
    if (shot.user) test.use({ storageState: storageStateOf(shot.user) });

    test(`screenshot of ${shot.name}${shot.user ? ` as ${shot.user}` : ""}`, async ({ page }) => {
      await shoot(page, shot.name, await shot.scene(page));
    });
  });
}
