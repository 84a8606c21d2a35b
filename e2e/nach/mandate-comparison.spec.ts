import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan, startNach, uploadSignedScan } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("operations") });

// A real 2 x 2 PNG, so the browser can draw it.
const SIGNED_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);

test("operations see the signed scan beside the values the form printed, before they record the bank's answer", async ({ page }) => {
  // Account 12345678 keeps the mandate initiated: the state in which operations compare and answer. The account's
  // name is the borrower's in Latin letters, so that it is verified (a mandate needs that); the signatory's is in Devanagari.
  const loan = await bookLoan(approvedLoan({ bank_account: { ac_number: ["12345678"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: "physical" } }));
  const { physical_nach_id: nachId } = await startNach(loan.lead_id, "partner", {
    amount: 25000,
    frequency: "monthly",
    until_cancelled: true,
    signatories: ["आशा वर्मा", "Ravi Verma"],
  });
  await uploadSignedScan(nachId, { name: "signed.png", mimeType: "image/png", buffer: SIGNED_PNG }, "partner");

  await page.goto(`/nach?id=${nachId}`);
  const comparison = page.getByRole("region", { name: "Compare the signed form with the mandate" });
  const printed = comparison.getByRole("figure", { name: "As printed on the form" });
  const value = (label: string) => printed.getByRole("row", { name: new RegExp(`^${label}\\b`) }).getByRole("cell");
  await expect(value("Bank account number")).toHaveText("12345678");
  await expect(value("IFSC")).toHaveText("HDFC0001234");
  await expect(value("Amount")).toHaveText("₹25,000");
  await expect(value("Frequency")).toHaveText("Monthly");
  await expect(value("To")).toHaveText("Until cancelled");
  await expect(value("Signatories")).toHaveText("आशा वर्मा, Ravi Verma");

  const scan = comparison.getByRole("figure", { name: "As signed and uploaded" }).getByRole("img", { name: "Signed scan of the mandate form" });
  await expect(scan).toBeVisible();
  // Drawn, not a broken image: the page's policy lets the portal show its own files.
  await expect.poll(() => scan.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);

  // The answer is recorded on the same screen, below what was compared.
  await expect(page.getByRole("form", { name: "Record the bank's response" })).toBeVisible();
});
