import { expect, test } from "@playwright/test";
import { PASSWORD, USERS, type UserName } from "../support/users";

// Signing in from a fresh browser: no saved session here.
const NAV: Record<UserName, string[]> = {
  partner: ["Home", "Loans", "New loan", "Loan tapes", "NACH", "Webhooks", "API"],
  partner2: ["Home", "Loans", "New loan", "Loan tapes", "NACH", "Webhooks", "API"],
  support: ["Home", "Loans", "NACH", "Webhooks", "API"],
  operations: ["Home", "Loans", "NACH", "Bank files", "API"],
  admin: ["Home", "Loans", "NACH", "Webhooks", "Settings", "Policy", "API"],
};

const ROLE_LABEL: Record<UserName, string> = {
  partner: "Partner staff",
  partner2: "Partner staff",
  support: "Support",
  operations: "Operations",
  admin: "Administrator",
};

function userOf(name: UserName) {
  const user = USERS[name];
  if (!user) throw new Error(`no demo user ${name}`);
  return user;
}

test.describe("signing in", { tag: "@smoke" }, () => {
  for (const name of Object.keys(USERS) as UserName[]) {
    test(`${name} signs in and sees the menu of their role`, async ({ page }) => {
      const user = userOf(name);
      await page.goto("/loans");
      // A signed-out visitor is sent to the login page first, which remembers where they were going.
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Floans$/);
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();

      await expect(page.getByRole("heading", { name: "Loans", level: 1 })).toBeVisible();
      const banner = page.getByRole("banner");
      await expect(banner.getByText(user.name, { exact: true })).toBeVisible();
      await expect(banner.getByText(ROLE_LABEL[name], { exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(NAV[name]);
    });
  }

  test("a wrong password is refused with a message, and the right one still works", async ({ page }) => {
    const user = userOf("operations");
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    // Scoped to the page's main content: Next's route announcer is an alert too.
    const failure = page.getByRole("main").getByRole("alert");
    await expect(failure).toContainText("Sign-in failed");
    await expect(failure).toContainText("The e-mail address or password is not right.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in to the portal" })).toBeVisible();

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.name}` })).toBeVisible();
  });
});
