import { expect, test, type Page } from "@playwright/test";
import { uniqueLoanId } from "../support/api";
import { storageStateOf } from "../support/users";
import { fillWizard } from "../support/wizard";

/** Every message the browser logs about the page's Content-Security-Policy, and every script error. */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test.describe("the Content-Security-Policy", () => {
  test("lets the login page run, and blocks nothing on it or on /docs", async ({ page }) => {
    const problems = watchPolicy(page);

    await page.goto("/docs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/login");
    // The client-side validation answering proves the page hydrated under the policy.
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter your e-mail address")).toBeVisible();

    expect(problems).toEqual([]);
  });

  test.describe("signed in", () => {
    test.use({ storageState: storageStateOf("partner") });

    test("blocks nothing on the portal's pages, the booking wizard included", async ({ page }) => {
      const problems = watchPolicy(page);

      for (const path of ["/", "/loans", "/nach", "/webhooks"]) {
        const response = await page.goto(path);
        expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
        await expect(page.getByRole("banner")).toBeVisible();
      }
      await fillWizard(page, { partnerLoanId: uniqueLoanId("CSP"), fullName: "Meera Iyer" });
      await expect(page.getByRole("form", { name: "Book a loan" }).getByRole("button", { name: "Book loan" })).toBeVisible();

      expect(problems).toEqual([]);
    });
  });
});
