import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan } from "../support/api";
import { storageStateOf, USERS } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

// The audit trail names the portal user who made an edit.
const EDITED_BY = `Edited by ${USERS.partner?.name ?? "the partner user"} (portal)`;

test("partner staff edit a loan, disburse it, and can then no longer change it", { tag: "@smoke" }, async ({ page }) => {
  const loan = await bookLoan(approvedLoan({ email: "asha.old@example.com", company_name: "Infosys" }));
  const newEmail = `asha.${loan.partner_loan_id.toLowerCase()}@example.com`;
  await page.goto(`/loans/${loan.lead_id}`);
  await expect(page.getByRole("heading", { name: "Approved", level: 2 })).toBeVisible();

  await test.step("edit: a PATCH of the changed field", async () => {
    await page.getByRole("button", { name: "Edit loan details" }).click();
    const form = page.getByRole("form", { name: "Edit the loan" });
    // Customer identifiers stay as booked.
    await expect(form.getByLabel("Partner loan ID")).toBeDisabled();
    await expect(form.getByLabel("Partner loan ID")).toHaveValue(loan.partner_loan_id);
    await expect(form.getByRole("button", { name: "Save changes" })).toBeDisabled();

    await form.getByLabel("Email").fill(newEmail);
    await form.getByRole("button", { name: "Save changes" }).click();

    await expect(page.getByRole("form", { name: "Edit the loan" })).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: newEmail })).toBeVisible();
    await expect(page.getByText(`${EDITED_BY}: Email`)).toBeVisible();
  });

  await test.step("edit: emptying a saved optional field removes it", async () => {
    await page.getByRole("button", { name: "Edit loan details" }).click();
    const form = page.getByRole("form", { name: "Edit the loan" });
    await expect(form.getByLabel("Company name")).toHaveValue("Infosys");

    await form.getByLabel("Company name").fill("");
    await form.getByRole("button", { name: "Save changes" }).click();

    await expect(page.getByRole("form", { name: "Edit the loan" })).toHaveCount(0);
    await expect(page.getByText(`${EDITED_BY}: Company name`)).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Infosys" })).toHaveCount(0);
  });

  await test.step("the borrower's record: the KFS accepted, then the agreement (contract v3 section 12)", async () => {
    const record = page.locator("section").filter({ has: page.getByRole("heading", { name: "Key Facts Statement and agreement", level: 2 }) });
    const versions = record.getByRole("table", { name: "Key Facts Statement versions, oldest first" });
    await expect(versions.getByRole("row", { name: /^1 .*Awaiting the borrower's acceptance$/ })).toBeVisible();

    // Disbursal waits for both.
    await page.getByRole("button", { name: "Disburse" }).click();
    await page.getByRole("dialog", { name: "Disburse this loan?" }).getByRole("button", { name: "Disburse now" }).click();
    await expect(page.getByText(/The borrower has not accepted the Key Facts Statement/)).toBeVisible();

    await record.getByLabel("Channel").selectOption("otp");
    await record.getByLabel("OTP transaction id").fill("OTP-TXN-778899");
    await record.getByLabel("Mobile the OTP went to").fill("9876543210");
    await record.getByRole("button", { name: "Record the acceptance" }).click();
    await expect(versions.getByRole("row", { name: /^1 .*Accepted .*\(otp\)$/ })).toBeVisible();

    await record.getByLabel("Agreement document's SHA-256").fill("c0ffee".repeat(10) + "c0ff");
    await record.getByRole("button", { name: "Record the agreement" }).click();
    await expect(record.getByText(/^Agreement executed .+ \(e-signature\), after version 1 was accepted\.$/)).toBeVisible();
  });

  await test.step("disburse, behind a confirmation", async () => {
    await page.getByRole("button", { name: "Disburse" }).click();
    const dialog = page.getByRole("dialog", { name: "Disburse this loan?" });
    await expect(dialog).toContainText("Net amount due: ₹2,00,000, to be released now.");
    await dialog.getByRole("button", { name: "Disburse now" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("definition").filter({ hasText: /^₹2,00,000 on / })).toBeVisible();
    await expect(page.getByText("Disbursed ₹2,00,000")).toBeVisible();
  });

  await test.step("a disbursed loan is locked, also after a reload", async () => {
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect(page.getByText("This loan has been disbursed; its details can no longer be changed.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Disburse" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Edit loan details" })).toHaveCount(0);
      await expect(page.getByRole("form", { name: "Edit the loan" })).toHaveCount(0);
      await expect(page.getByRole("definition").filter({ hasText: newEmail })).toBeVisible();
    }
  });
});
