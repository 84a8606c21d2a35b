import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan, individualPan, readLoan, startNach } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("support") });

test("support sees a loan read-only, with PAN and account numbers masked", async ({ page }) => {
  const pan = individualPan();
  const ckyc = "10012345678901";
  const loan = await bookLoan(approvedLoan({ kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }], ckyc_no: ckyc }));
  await page.goto(`/loans/${loan.lead_id}`);

  await expect(page.getByRole("heading", { name: `Loan ${loan.partner_loan_id}`, level: 1 })).toBeVisible();
  await expect(page.getByText("You can view this loan; your role does not change loans.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bank account and NACH type" })).toBeVisible();

  // Nothing to change anything with.
  await expect(page.getByRole("button", { name: "Edit loan details" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Edit the loan" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Disburse" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start physical NACH" })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);

  // Masked: only the last four characters of the account number and the PAN.
  await expect(page.getByRole("definition").filter({ hasText: "••••••••9012" })).toBeVisible();
  const kyc = page.getByRole("table", { name: "KYC documents" });
  await expect(kyc.getByRole("cell", { name: `••••••${pan.slice(-4)}` })).toBeVisible();
  await expect(page.getByText("123456789012")).toHaveCount(0);
  await expect(page.getByText(pan)).toHaveCount(0);
  await expect(page.getByRole("definition").filter({ hasText: "••••••••8901" })).toBeVisible();
  await expect(page.getByText(ckyc)).toHaveCount(0);
});

test("support sees a mandate's status but not its documents, which print the full account number", async ({ page }) => {
  const loan = await bookLoan(approvedLoan());
  const nach = await startNach(loan.lead_id, "partner");
  await page.goto(`/loans/${loan.lead_id}`);

  await expect(page.getByText(nach.physical_nach_id)).toBeVisible();
  await expect(page.getByRole("link", { name: /Download the mandate form/ })).toHaveCount(0);
  const form = await page.request.get(`/portal-files/nach/${nach.physical_nach_id}/form.pdf`);
  expect(form.status()).toBe(403);
  expect(await form.text()).not.toContain("%PDF");
});

test("the server refuses support's disbursal even when its action is called directly", async ({ page, browser, playwright }, testInfo) => {
  const loan = await bookLoan(approvedLoan());
  const baseURL = testInfo.project.use.baseURL;

  // Partner staff press Disburse; the request their page sends is kept, and stopped before it reaches the server.
  const partner = await browser.newContext({ baseURL, storageState: storageStateOf("partner") });
  const partnerPage = await partner.newPage();
  await partnerPage.goto(`/loans/${loan.lead_id}`);
  const action = new Promise<{ headers: Record<string, string>; body: string }>((resolve) => {
    void partnerPage.route(`**/loans/${loan.lead_id}`, async (route) => {
      const sent = route.request();
      if (sent.method() !== "POST" || !sent.headers()["next-action"]) return route.continue();
      resolve({ headers: sent.headers(), body: sent.postData() ?? "" });
      await route.abort();
    });
  });
  await partnerPage.getByRole("button", { name: "Disburse" }).click();
  await partnerPage.getByRole("dialog", { name: "Disburse this loan?" }).getByRole("button", { name: "Disburse now" }).click();
  const { headers, body } = await action;
  await partner.close();

  // The same call with support's session is refused by the action itself.
  const support = await playwright.request.newContext({ baseURL, storageState: storageStateOf("support") });
  const response = await support.post(`/loans/${loan.lead_id}`, {
    headers: { "next-action": headers["next-action"] ?? "", "content-type": headers["content-type"] ?? "text/plain;charset=UTF-8", accept: "text/x-component" },
    data: body,
  });
  expect(await response.text()).toContain("Your role does not allow this");
  await support.dispose();
  expect((await readLoan(loan.lead_id)).disbursed).toBe(false);

  // And support's page still shows the loan undisbursed.
  await page.goto(`/loans/${loan.lead_id}`);
  await expect(page.getByRole("definition").filter({ hasText: "Not yet" })).toBeVisible();
});
