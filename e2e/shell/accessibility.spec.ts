import { expect, test, type Page } from "@playwright/test";
import { approvedLoan, bookLoan, disburseLoan, individualPan, rejectedLoan, startNach, uniqueLoanId } from "../support/api";
import { seriousViolations } from "../support/axe";
import { storageStateOf, type UserName } from "../support/users";
import { fillConsents, fillFirstSteps, next, stepHeading } from "../support/wizard";
import { hydrated } from "../support/hydrated";

// Issue 14, part 7: axe on every portal page for every role, and the loan
// list and the wizard worked with the keyboard alone.

/** The page once its lists have loaded in the browser. */
async function settled(page: Page) {
  await expect(page.locator("main, form").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** `make`'s promise, made at the first call: a worker that runs no test needing it books nothing. */
function lazily<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** The demo partner's loans the pages show, booked once per worker: every role sees the demo partner's loans. */
const loans = lazily(async () => {
  const [approved, rejected, disbursed, withNach] = await Promise.all([bookLoan(approvedLoan()), bookLoan(rejectedLoan()), bookLoan(approvedLoan()), bookLoan(approvedLoan())]);
  const [nach] = await Promise.all([startNach(withNach.lead_id, "partner"), disburseLoan(disbursed.lead_id)]);
  return { approved: approved.lead_id, rejected: rejected.lead_id, disbursed: disbursed.lead_id, nach: nach.physical_nach_id };
});

const PAGES: { name: string; path: () => Promise<string> }[] = [
  { name: "home", path: async () => "/" },
  { name: "loans list", path: async () => "/loans" },
  { name: "Approved loan", path: async () => `/loans/${(await loans()).approved}` },
  { name: "Rejected loan", path: async () => `/loans/${(await loans()).rejected}` },
  { name: "disbursed loan", path: async () => `/loans/${(await loans()).disbursed}` },
  { name: "NACH with a mandate found", path: async () => `/nach?id=${(await loans()).nach}` },
  { name: "webhooks", path: async () => "/webhooks" },
  { name: "loan tapes", path: async () => "/loans/tapes" },
  { name: "bank files", path: async () => "/bank-files" },
  { name: "settings", path: async () => "/settings" },
  { name: "policy", path: async () => "/settings/policy" },
  { name: "404", path: async () => "/loans/0190a6c4-0000-7000-8000-000000000000" },
];

// Each role sees its own version of each page (or the page saying it is not theirs).
const ROLES: UserName[] = ["partner", "support", "operations", "admin"];

// A test a role, each page a step of it in the one browser tab: a new tab per page cost more than
// the page's two axe runs. The findings are soft, so one page's finding still reports every other page's.
for (const role of ROLES) {
  test.describe(`as ${role}`, { tag: "@once" }, () => {
    test.use({ storageState: storageStateOf(role) });

    test("every page has no serious or critical axe violation, at 1280 and 390 px, nor the phone's menu, open", async ({ page }) => {
      // Thirty seconds a page: a page's load and two scans took at most 20 s on the loaded shared machine.
      test.setTimeout(PAGES.length * 30_000);
      for (const { name, path } of PAGES) {
        await test.step(`the ${name} page`, async () => {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(await path());
          // The portal's phone layout is CSS alone (no script reads the width), so the page
          // loaded once is measured at each width: the second load showed the same page.
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: 900 });
            await settled(page);
            expect.soft(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
          }
        });
      }

      await test.step("the phone's menu, open", async () => {
        await page.setViewportSize({ width: 390, height: 900 });
        await page.goto("/");
        await (await hydrated(page.getByRole("button", { name: "Menu" }))).click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        expect.soft(await seriousViolations(page), "the open menu").toEqual([]);
      });
    });
  });
}

test("the login page has no serious or critical axe violation, nor once a sign-in is refused", { tag: "@once" }, async ({ page }) => {
  await page.goto("/login");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("E-mail").fill("nobody@example.test");
  await page.getByLabel("Password").fill("wrong-password");
  const signIn = page.getByRole("button", { name: "Sign in", exact: true });
  await signIn.click();
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toBeVisible();
  // The refusal shows while the button still says "Signing in…" and is disabled; it is
  // enabled a render later and then fades back. Axe measures the page the user rests on.
  await expect(signIn).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("the wizard", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("partner") });

  test("each step of the new loan wizard, and its errors, have no serious or critical axe violation", async ({ page }) => {
    await page.goto("/loans/new");
    const form = page.getByRole("form", { name: "Book a loan" });
    await expect(stepHeading(page, "Customer")).toBeVisible();
    expect(await seriousViolations(page), "Customer").toEqual([]);
    // A step's errors as the form shows them.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(form.locator("[aria-invalid=true]").first()).toBeFocused();
    expect(await seriousViolations(page), "Customer, with errors").toEqual([]);

    await fillFirstSteps(page, { partnerLoanId: uniqueLoanId("AXE"), fullName: "Asha Verma" });
    expect(await seriousViolations(page), "Loan terms").toEqual([]);
    await next(page, "Bank account and NACH type");
    expect(await seriousViolations(page), "Bank account and NACH type").toEqual([]);
    await form.getByLabel("Account number").fill("123456789012");
    await form.getByLabel("IFSC code").fill("HDFC0001234");
    await form.getByLabel("Account holder's name").fill("Asha Verma");
    await form.getByLabel("NACH type").selectOption({ label: "physical" });
    await next(page, "KYC");
    expect(await seriousViolations(page), "KYC").toEqual([]);
    await form.getByLabel("Document type").selectOption({ label: "pan" });
    await form.getByLabel("Document number").fill(individualPan());
    await form.getByLabel("Verified using").selectOption({ label: "registry-api" });
    await next(page, "Co-applicants");
    expect(await seriousViolations(page), "Co-applicants").toEqual([]);
    await next(page, "Tranches and repayment schedule");
    expect(await seriousViolations(page), "Tranches and repayment schedule").toEqual([]);
    await next(page, "Borrower's consents");
    await fillConsents(page);
    expect(await seriousViolations(page), "Borrower's consents").toEqual([]);
    await next(page, "Review");
    expect(await seriousViolations(page), "Review").toEqual([]);
  });
});

interface Focused {
  tag: string;
  type: string | null;
  id: string;
  name: string;
  href: string | null;
  invalid: boolean;
  visible: boolean;
}

/** What has the keyboard's focus, and whether it shows: an outline, or the ring (a box-shadow). */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null;
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute("type"),
      id: element.id,
      name: (label ?? element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " "),
      href: element.getAttribute("href"),
      invalid: element.getAttribute("aria-invalid") === "true",
      visible: outline || style.boxShadow !== "none",
    };
  });
}

/** Presses Tab until `until` holds, checking that every element on the way shows its focus; returns them. */
async function tabUntil(page: Page, until: (element: Focused) => boolean, onEach: (element: Focused) => Promise<void> = async () => undefined): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press("Tab");
    const element = await focused(page);
    if (!element) continue;
    expect(element.visible, `focus on ${element.tag} "${element.name}" is visible`).toBe(true);
    seen.push(element);
    await onEach(element);
    if (until(element)) return seen;
  }
  throw new Error(`Tab never reached the element wanted; focus went through ${seen.map((element) => element.name).join(" | ")}`);
}

test.describe("with the keyboard alone", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("partner"), locale: "en-US" });

  test("the loan list: Tab reaches the nav and a loan's row link, each visibly focused, and Enter opens the loan", async ({ page }) => {
    const loan = await bookLoan(approvedLoan());
    await page.goto("/loans");
    await settled(page);

    const seen = await tabUntil(page, (element) => element.href === `/loans/${loan.lead_id}`);

    expect(seen.map((element) => element.name)).toEqual(expect.arrayContaining(["Home", "Loans"]));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/loans/${loan.lead_id}$`));
    await expect(page.getByRole("heading", { name: `Loan ${loan.partner_loan_id}` })).toBeVisible();
  });

  test("the wizard: a step filled and moved on from by keyboard, each control visibly focused, and Next's errors put focus on the first field in error", async ({ page }) => {
    await page.goto("/loans/new");
    await expect(stepHeading(page, "Customer")).toBeVisible();
    const typed = new Set<string>();
    const values: Record<string, string> = {
      "Partner loan ID": `KB-${Date.now()}`,
      "Full name": "Asha Verma",
      "Mobile number": "9876543210",
      Email: "asha.verma@example.com",
      Gender: "female",
      // A date field's segments in en-US order: month, day, year.
      "Date of birth": "03121990",
      Pincode: "560001",
      "Employment type": "salaried",
      "Monthly income": "85000",
      "Credit score": "760",
    };
    await tabUntil(
      page,
      (element) => element.tag === "button" && element.name === "Next",
      async (element) => {
        // Labels may go on: "Email (optional)".
        const label = Object.keys(values).find((key) => element.name === key || element.name.startsWith(`${key} `));
        const value = label === undefined ? undefined : values[label];
        if (value === undefined || typed.has(element.id)) return;
        typed.add(element.id);
        await page.keyboard.type(value);
      },
    );
    expect([...typed]).toHaveLength(Object.keys(values).length);
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Loan terms")).toBeVisible();

    // Nothing typed on Loan terms: Next, by keyboard, refuses and moves focus to the first field in error, tied to its message.
    await tabUntil(page, (element) => element.tag === "button" && element.name === "Next");
    await page.keyboard.press("Enter");
    const first = await focused(page);
    expect(first?.invalid).toBe(true);
    expect(first?.visible).toBe(true);
    const field = page.locator(`#${first?.id}`);
    await expect(field).toHaveAccessibleDescription(/.+/);
    await expect(stepHeading(page, "Loan terms")).toBeVisible();
  });
});
