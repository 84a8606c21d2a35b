import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { today } from "../../tests/support/loan-fixtures";
import { approvedLoan, bookLoan, prepareForDisbursal } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

test("partner staff disburse a loan and download its Key Facts Statement, frozen at disbursal", async ({ page }) => {
  const loan = await bookLoan(approvedLoan({ disbursal_detail: [{ date: today(), amount: 200000, processing_fee: 1000, gst: 180 }] }));
  await prepareForDisbursal(loan.lead_id);
  await page.goto(`/loans/${loan.lead_id}`);
  const link = page.getByRole("link", { name: "KFS (English)" });
  await expect(link).toBeVisible();
  const hindi = page.getByRole("link", { name: "KFS (हिन्दी)" });
  await expect(hindi).toBeVisible();

  await test.step("disburse: the dialog shows the net amount due, then confirm", async () => {
    await page.getByRole("button", { name: "Disburse" }).click();
    const dialog = page.getByRole("dialog", { name: "Disburse this loan?" });
    await expect(dialog).toContainText("Net amount due: ₹1,98,820");
    await dialog.getByLabel("Bank UTR").fill("HDFCN52026112499");
    await dialog.getByRole("button", { name: "Disburse now" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("— the version the borrower accepted, kept at disbursal.")).toBeVisible();
  });

  await test.step("the link downloads the statement as a PDF with the loan's values", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`kfs-${loan.lead_id}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const printed = text.replace(/\s+/g, " ");
    expect(printed).toContain(`Loan proposal/ account No. ${loan.loan_account_number}`);
    expect(printed).toContain("Name of the borrower Asha Verma");
    expect(printed).toContain("Sanctioned loan amount (in Rupees) 2,00,000.00");

    const again = await page.request.get(`/portal-files/loans/${loan.lead_id}/kfs.pdf`);
    expect(again.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await again.body()).equals(bytes)).toBe(true);
  });

  await test.step("the Hindi link downloads the same statement with Hindi labels", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), hindi.click()]);
    expect(download.suggestedFilename()).toBe(`kfs-${loan.lead_id}-hi.pdf`);
    const bytes = await readFile(await download.path());
    // pdftotext (poppler) reads the shaped Devanagari's ActualText, as a reader's copy and paste does.
    const printed = execFileSync("pdftotext", ["-raw", "-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");
    expect(printed).toContain(`ऋण प्रस्ताव/ खाता संख्या ${loan.loan_account_number}`);
    expect(printed).toContain("उधारकर्ता का नाम Asha Verma");
    expect(printed).toContain("स्वीकृत ऋण राशि (रुपये में) 2,00,000.00");
  });
});
