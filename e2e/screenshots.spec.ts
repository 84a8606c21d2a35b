import { writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { approvedLoanBody, bookLoan } from "./api";
import { storageStateOf, type UserName } from "./users";

// Each main page at a desktop and a phone width, for review (artifacts/ is
// git-ignored); those marked `committed` also go to docs/screenshots.
const WIDTHS = [1280, 390] as const;

async function shoot(page: Page, name: string, ready: (page: Page) => Locator, committed = false) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(ready(page)).toBeVisible();
    const screenshot = await page.screenshot({ path: `artifacts/screenshots/${name}-${width}.png`, fullPage: true });
    if (committed) writeFileSync(`docs/screenshots/${name}-${width}.png`, screenshot);
  }
}

interface Shot {
  name: string;
  user: UserName;
  path: string | ((leadId: string) => string);
  ready: (page: Page) => Locator;
  committed?: boolean;
}

const SHOTS: Shot[] = [
  { name: "home", user: "partner", path: "/", ready: (page) => page.getByRole("heading", { name: "The last seven days" }), committed: true },
  { name: "loans", user: "partner", path: "/loans", ready: (page) => page.getByRole("table", { name: "Loans, newest first" }) },
  { name: "new-loan", user: "partner", path: "/loans/new", ready: (page) => page.getByRole("form", { name: "Book a loan" }).getByRole("heading", { name: "Customer" }) },
  { name: "loan", user: "partner", path: (leadId) => `/loans/${leadId}`, ready: (page) => page.getByRole("table", { name: /^Policy / }) },
  { name: "nach", user: "operations", path: "/nach", ready: (page) => page.getByRole("heading", { name: "All mandates" }) },
  { name: "webhooks", user: "partner", path: "/webhooks", ready: (page) => page.getByRole("form", { name: "Add an endpoint" }) },
  { name: "settings", user: "admin", path: "/settings", ready: (page) => page.getByRole("table", { name: "Portal users" }) },
];

for (const shot of SHOTS) {
  test.describe(() => {
    test.use({ storageState: storageStateOf(shot.user) });

    test(`screenshot of ${shot.name} as ${shot.user}`, async ({ page, request }) => {
      // Every page gets a loan of its own to show, so none is empty whatever ran before.
      const loan = await bookLoan(request, approvedLoanBody());
      await page.goto(typeof shot.path === "string" ? shot.path : shot.path(loan.lead_id));
      // Lists load in the browser: wait until their spinner is gone.
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await shoot(page, shot.name, shot.ready, shot.committed);
    });
  });
}
