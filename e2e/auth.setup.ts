import { expect, test as setup } from "@playwright/test";
import { PASSWORD, USERS, storageStateOf, type UserName } from "./support/users";

// Each user signs in once; the tests reuse the saved session.
for (const name of Object.keys(USERS) as UserName[]) {
  setup(`sign in as ${name}`, async ({ page }) => {
    const user = USERS[name];
    if (!user) throw new Error(`no demo user ${name}`);
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.name}` })).toBeVisible();
    await page.context().storageState({ path: storageStateOf(name) });
  });
}
