import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan, individualPan, patchLoan } from "../support/api";
import { storageStateOf } from "../support/users";

// Contract v3 section 12: the audit trail keeps each update's changes, masked, and the body as booked.
test.use({ storageState: storageStateOf("partner") });

test("the loan's history shows an update's changes as before → after, masked, and the body as booked on demand", async ({ page }) => {
  const pan = individualPan();
  const loan = await bookLoan(approvedLoan({ kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }] }));
  await patchLoan(loan.lead_id, { bank_account: { ac_number: ["98765"], ifsc_code: "ICIC0000001" } });

  await page.goto(`/loans/${loan.lead_id}`);

  const changes = page.getByRole("list", { name: "Changes" });
  await expect(changes.getByRole("listitem")).toHaveText(["Account number: XXXXXXXX9012 → XXX65", "IFSC code: HDFC0001234 → ICIC0000001"]);

  const asBooked = page.getByText("The loan as booked");
  await asBooked.click();
  const body = page.locator("details[open] pre");
  await expect(body).toContainText(`"identifier": "${pan.slice(0, 3)}******${pan.slice(-1)}"`);
  await expect(body).toContainText('"XXXXXXXX9012"');
  await expect(body).not.toContainText(pan);
});

test.describe("for support, who see identifiers masked", () => {
  test.use({ storageState: storageStateOf("support") });

  test("the history shows a PAN's last character only, so that with the screen's last 4 no more of it shows", async ({ page }) => {
    const pan = individualPan();
    const loan = await bookLoan(approvedLoan({ kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }] }));

    await page.goto(`/loans/${loan.lead_id}`);
    await page.getByText("The loan as booked").click();

    const body = page.locator("details[open] pre");
    await expect(body).toContainText(`"identifier": "*********${pan.slice(-1)}"`);
    await expect(body).not.toContainText(pan.slice(0, 3));
  });
});
