import { expect, test } from "@playwright/test";
import { ruleName } from "@/lib/policy/policy-rules";
import { approvedLoan, bookLoan } from "../support/api";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("admin") });

/**
 * Six enquiries pass the built-in maximum of six and fail a draft of five.
 * No other spec books a loan with more than one, so publishing the draft on
 * the run's shared server changes no other spec's decisions.
 */
const sixEnquiries = () =>
  approvedLoan({ additional_variables: { no_of_enquiries: 6, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 } });

test("the admin edits a threshold, replays the draft, sees the loans it would turn, publishes it, and the version list shows it", { tag: "@database-specific" }, async ({ page }) => {
  const loan = await bookLoan(sixEnquiries());
  expect(loan.status).toBe("Approved");

  await page.goto("/settings/policy");
  const inForce = page.getByRole("heading", { level: 2, name: /^Version in force: / });
  const before = ((await inForce.textContent()) ?? "").replace("Version in force: ", "");
  const draft = page.getByRole("form", { name: "Policy draft" });
  await expect(draft.getByLabel("Maximum credit enquiries")).toHaveValue("6");
  await draft.getByLabel("Maximum credit enquiries").fill("5");
  await draft.getByRole("button", { name: "Replay" }).click();

  await expect(page.getByTestId("replay-summary")).toContainText(/decisions? would change: [1-9]\d* Approved → Rejected, 0 Rejected → Approved\./);
  const byRule = page.getByRole("table", { name: "Decisions that would change, by rule", exact: true });
  const enquiries = byRule.getByRole("row").filter({ has: page.getByRole("cell", { name: ruleName("enquiries"), exact: true }) });
  await expect(enquiries.getByRole("cell").nth(1)).not.toHaveText("0");
  await expect(enquiries.getByRole("cell").nth(2)).toHaveText("0");
  const changed = page.getByRole("table", { name: "Decisions that would change", exact: true });
  await expect(changed.getByRole("row").filter({ hasText: loan.lead_id }).getByRole("cell")).toHaveText([loan.lead_id, "Demo Finance", "Approved", "Rejected", ruleName("enquiries")]);

  await draft.getByRole("button", { name: "Publish…" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish this draft?" });
  await expect(dialog).toContainText(`in place of ${before}`);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();

  const notice = page.getByRole("status").filter({ hasText: /^Version \S+ is now in force/ });
  await expect(notice).toBeVisible();
  const version = /^Version (\S+)/.exec((await notice.textContent()) ?? "")?.[1] ?? "";
  expect(version).toMatch(/\+d\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: `Version in force: ${version}` })).toBeVisible();
  await expect(page.getByRole("group", { name: `Thresholds of version ${version}` }).getByRole("definition").nth(0)).toBeVisible();
  const versions = page.getByRole("table", { name: "Policy versions, newest first" });
  await expect(versions.getByRole("row").nth(1).getByRole("cell")).toHaveText([`${version}(in force)`, before, "Anil (Admin)", /\d/]);
  await expect(draft.getByLabel("Maximum credit enquiries")).toHaveValue("5");

  // The next booking is decided under the published version.
  const rebooked = await bookLoan(sixEnquiries());
  expect(rebooked).toMatchObject({ status: "Rejected", rejection_reason: expect.stringContaining(`Rejected by policy ${version}:`) });
});
