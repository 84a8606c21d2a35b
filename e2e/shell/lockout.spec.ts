import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { storageStateOf } from "../support/users";

// A user of its own, added by an administrator, so no demo user is ever locked.
const PASSWORD = "lockout-test-password";

async function attemptSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  // Wait for the server's answer, so each attempt is counted before the next.
  await Promise.all([
    page.waitForResponse((response) => response.url().includes("/api/auth/callback/credentials")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
}

const REFUSED = "The e-mail address or password is not right. After several failed attempts, sign-in is paused for a while, even with the right password; an administrator can unlock your account sooner.";

test("five wrong passwords lock the account from that browser, answered as any refusal, until an administrator unlocks it", async ({ page, browser }, testInfo) => {
  const email = `lockout-${randomUUID().slice(0, 8)}@e2e.loandesk.test`;

  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: storageStateOf("admin") });
  const admin = await adminContext.newPage();
  await admin.goto("/settings");
  const addUser = admin.getByRole("form", { name: "Add a user" });
  await addUser.getByLabel("Name").fill("Lockout Tester");
  await addUser.getByLabel("E-mail").fill(email);
  await addUser.getByLabel("Role").selectOption({ label: "Support" });
  await addUser.getByLabel("Initial password").fill(PASSWORD);
  await addUser.getByRole("button", { name: "Add user" }).click();
  await expect(addUser.getByRole("status")).toHaveText(`${email} was added and can sign in now with the password you set.`);

  await page.goto("/login");
  const failure = page.getByRole("main").getByRole("alert");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await attemptSignIn(page, email, `wrong-password-${attempt}`);
    await expect(failure).toContainText(REFUSED);
  }

  // Locked means locked: the right password is refused too, in the same words as a wrong one.
  await attemptSignIn(page, email, PASSWORD);
  await expect(failure).toContainText(REFUSED);
  await expect(page).toHaveURL(/\/login$/);

  // The administrator sees the lock on the users table, and lifts it.
  await admin.reload();
  const row = admin.getByRole("table", { name: "Portal users" }).getByRole("row").filter({ hasText: email });
  await expect(row.getByText("locked", { exact: true })).toBeVisible();
  await expect(row).toContainText("from 1 address until");
  await row.getByRole("button", { name: "Unlock" }).click();
  const dialog = admin.getByRole("dialog", { name: "Unlock this user?" });
  await expect(dialog).toContainText(`${email} can sign in again at once, from anywhere`);
  await dialog.getByRole("button", { name: "Unlock user" }).click();
  await expect(admin.getByRole("status").filter({ hasText: email })).toHaveText(`${email} is unlocked and can sign in now.`);
  await expect(row.getByText("active", { exact: true })).toBeVisible();
  await expect(row).toContainText("Unlocked by Anil (Admin)");
  await adminContext.close();

  // The user signs in at once, from the browser that was locked out.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Lockout Tester" })).toBeVisible();
});

test("a burst of attempts on one e-mail address is stopped with a message", async ({ page }) => {
  // An address nobody has: the per-e-mail limit (10 failures from one client address by default, lib/config/env.ts) stops it as it would a real one.
  const email = `nobody-${randomUUID().slice(0, 8)}@e2e.loandesk.test`;
  await page.goto("/login");
  const failure = page.getByRole("main").getByRole("alert");
  for (let attempt = 1; attempt <= 10; attempt++) {
    await attemptSignIn(page, email, `guess-${attempt}`);
    await expect(failure).toContainText(REFUSED);
  }

  await attemptSignIn(page, email, "guess-11");
  await expect(failure).toContainText("Too many sign-in attempts from here or for this e-mail address. Wait a few minutes and try again.");
});
