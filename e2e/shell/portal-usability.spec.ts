import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatDate } from "../../components/loans/form/display";
import { NO_PAYOUT_DATE } from "../../components/loans/loan-figures-card";
import { today } from "../../tests/support/loan-fixtures";
import { approvedLoan, bookLoan, createEndpoint, daysAgo, deleteEndpointByUrl, startNach, succeededDeliveryTo, uniqueLoanId } from "../support/api";
import { cardOf, expectFitsEveryWidth, expectNoSidewaysScroll, shownList } from "../support/layout";
import { startReceiver } from "../../tests/support/webhook-receiver";
import { PASSWORD, USERS, storageStateOf } from "../support/users";
import { figure, fillFirstSteps, stepHeading, verdict } from "../support/wizard";

// Issue 14, parts 1, 2 and 5: sign-in, the wizard's errors, tables and wording.

function demoPartner() {
  const user = USERS.partner;
  if (!user) throw new Error("no demo partner user");
  return user;
}
const partner = demoPartner();

/** At this width the table fits its card: its box has nothing to scroll. */
async function expectTableFits(table: Locator) {
  const hidden = await table.evaluate((element) => (element.parentElement ? element.parentElement.scrollWidth - element.parentElement.clientWidth : 0));
  expect(hidden).toBeLessThanOrEqual(0);
}

async function fillCredentials(page: Page) {
  await page.getByLabel("E-mail").fill(partner.email);
  await page.getByLabel("Password").fill(PASSWORD);
}

test.describe("signing in before the scripts have loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, the password never reaches the address, and the page asked for opens", async ({ page }) => {
    const addresses: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.method() === "POST") posts.push(request.url());
    });

    await page.goto("/webhooks");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fwebhooks$/);
    await expectFitsEveryWidth(page, page.getByRole("heading", { name: "Sign in to the portal" }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillCredentials(page);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/webhooks$/);
    expect(posts).toEqual([expect.stringMatching(/\/api\/auth\/callback\/credentials$/)]);
    for (const address of addresses) {
      expect(address).not.toContain(encodeURIComponent(PASSWORD));
      expect(address).not.toContain(PASSWORD);
      expect(address).not.toContain("password=");
    }
  });

  test("a wrong password comes back to the login page with its message", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fnach");
    await page.getByLabel("E-mail").fill(partner.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("main").getByRole("alert")).toContainText("The e-mail address or password is not right.");
    expect(page.url()).not.toContain("not-the-password");
    // The page asked for is still the one signing in leads to.
    await fillCredentials(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "NACH mandates" })).toBeVisible();
  });

  test("a callbackUrl to another site lands on the home page", async ({ page }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent("https://evil.example/loans")}`);
    await fillCredentials(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${partner.name}` })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("signing in with the scripts loaded", () => {
  test("a signed-out visitor comes back to the page asked for", async ({ page }) => {
    await page.goto("/loans/new");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Floans%2Fnew$/);
    await fillCredentials(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("form", { name: "Book a loan" })).toBeVisible();
    await expect(page).toHaveURL(/\/loans\/new$/);
  });

  for (const target of ["https://evil.example/loans", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
    test(`callbackUrl ${target} lands on the home page`, async ({ page, baseURL }) => {
      await page.goto(`/login?callbackUrl=${encodeURIComponent(target)}`);
      await fillCredentials(page);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: `Welcome, ${partner.name}` })).toBeVisible();
      expect(page.url()).toBe(`${baseURL}/`);
    });
  }
});

test.describe("the booking wizard", () => {
  test.use({ storageState: storageStateOf("partner") });

  test("a field error, fixed, then one click on Next moves on; the error is said once", async ({ page }) => {
    // Tall enough that the page does not scroll: a row growing or shrinking moves the buttons below it.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto("/loans/new");
    const form = page.getByRole("form", { name: "Book a loan" });
    await expect(stepHeading(page, "Customer")).toBeVisible();
    await form.getByLabel("Partner loan ID").fill(uniqueLoanId("WIZ"));
    await form.getByLabel("Full name").fill("Kavya Nair");
    await form.getByLabel("Mobile number").fill("9876543210");
    // A field in a row where nothing else holds a second line: its error is all that makes the row taller.
    await form.getByLabel("Email").fill("kavya.nair@");
    await form.getByLabel("Gender").selectOption({ label: "female" });
    await form.getByLabel("Date of birth").fill("1990-03-12");
    await form.getByLabel("Pincode").fill("560001");
    await form.getByLabel("Employment type").selectOption({ label: "salaried" });
    await form.getByLabel("Monthly income").fill("85000");
    await form.getByLabel("Credit score").fill("760");
    await form.getByRole("button", { name: "Next" }).click();

    const email = form.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    const message = await page.locator(`#${await email.getAttribute("id")}-error`).innerText();
    await expect(email).toHaveAccessibleDescription(message);
    // Said once: under its field, read with it as focus arrives; no summary or alert repeats it.
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);

    // Typing the fix, then a click as a person makes it: the button pressed,
    // the field losing focus, the page settling, the button released where it
    // was pressed. Nothing may move in between, or the click is lost.
    await email.fill("kavya.nair@example.com");
    const next = form.getByRole("button", { name: "Next" });
    const pressed = await next.boundingBox();
    if (!pressed) throw new Error("the Next button is not on screen");
    await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2);
    await page.mouse.down();
    await expect(email).not.toBeFocused();
    // Settled: React renders in message tasks, so once a message posted now
    // has come back, any re-render the blur caused is done; then two frames drawn.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          channel.port2.postMessage(null);
        }),
    );
    expect(await next.boundingBox()).toEqual(pressed);
    await page.mouse.up();
    await expect(stepHeading(page, "Loan terms")).toBeVisible();
  });

  test("the credit score and other fields the policy needs are not called optional", async ({ page }) => {
    await page.goto("/loans/new");
    const form = page.getByRole("form", { name: "Book a loan" });
    await expect(form.locator('label[for="lf-credit_score"]')).toHaveText("Credit score");
    await expect(form.locator('label[for="lf-employment_type"]')).toHaveText("Employment type");
    await expect(form.getByLabel("Employment type").locator("option").first()).toHaveText("Select…");
    // A field the policy does not read still says it may be skipped.
    await expect(form.locator('label[for="lf-fathers_name"]')).toHaveText("Father's name (optional)");

    // Next on an empty step: each error under its field, focus on the first.
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByLabel("Partner loan ID")).toBeFocused();
    await expectFitsEveryWidth(page, stepHeading(page, "Customer"));
  });

  test("what the terms come to fits beside the Loan terms fields at 1280 and 390 px", async ({ page }) => {
    await fillFirstSteps(page, { partnerLoanId: uniqueLoanId("WIZ"), fullName: "Kavya Nair" });
    await expect(figure(page, "APR")).toHaveText("14.50%");
    await expectFitsEveryWidth(page, verdict(page, "Upfront charges"));
  });
});

test.describe("tables and wording", () => {
  test.use({ storageState: storageStateOf("partner") });

  test("the loans table leads with the partner loan id and customer, amounts in rupees", async ({ page }) => {
    const loan = await bookLoan(approvedLoan({ full_name: "Ishaan Mehta", loan_amount: 150000, disbursal_detail: [{ date: today(), amount: 150000 }] }));
    await page.goto("/loans");
    const table = page.getByRole("table", { name: "Loans, newest first" });
    await expect(table.getByRole("columnheader").nth(0)).toHaveText("Partner loan id");
    await expect(table.getByRole("columnheader").nth(1)).toHaveText("Customer");
    const row = table.getByRole("row").filter({ hasText: loan.partner_loan_id });
    await expect(row.getByRole("cell").nth(0)).toHaveText(loan.partner_loan_id);
    await expect(row.getByRole("cell").nth(1)).toHaveText("Ishaan Mehta");
    await expect(row).toContainText("₹1,50,000");
    await expect(table.getByText(loan.lead_id)).toHaveCount(0);
    await expectFitsEveryWidth(page, shownList(page, "Loans, newest first"));
    await expect(cardOf(page, "Loans, newest first", loan.partner_loan_id)).toContainText("₹1,50,000");

    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("link", { name: loan.partner_loan_id }).click();
    await expect(page).toHaveURL(new RegExp(`/loans/${loan.lead_id}$`));
  });

  test("the loan's history names people and the API in words, ratios as percentages", async ({ page }) => {
    const loan = await bookLoan(approvedLoan({ additional_variables: { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0, foir: 0.35 } }));
    await page.goto(`/loans/${loan.lead_id}`);
    await expect(page.getByText("Partner API").first()).toBeVisible();
    await expect(page.getByText(/api:|staff:/)).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: /^35%$/ })).toBeVisible();
    const policy = page.getByRole("table", { name: /^Policy / });
    await expect(policy.getByRole("row").filter({ hasText: "FOIR" })).toContainText("at most 60%");
    await expect(policy.getByRole("row").filter({ hasText: "Monthly income" })).toContainText("₹85,000");
    await expectFitsEveryWidth(page, policy);
  });

  test("the loan page shows the APR, its schedule and the dated cash flows it is worked from, withheld money among them", async ({ page }) => {
    const release = daysAgo(-45);
    const loan = await bookLoan(
      approvedLoan({
        disbursal_detail: [
          { date: today(), amount: 150000, processing_fee: 1000, gst: 180 },
          { date: release, amount: 50000, disbursal_type: "withhold" },
        ],
      }),
    );
    await page.goto(`/loans/${loan.lead_id}`);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Repayment and APR", level: 2 }) });
    const figureOf = (label: string) => card.locator("dl > div").filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole("definition");
    await expect(figureOf("Paid at disbursal")).toHaveText("₹1,48,820");
    await expect(figureOf("Released later")).toHaveText(`₹50,000 on ${formatDate(release) ?? ""}`);
    // Fees and money held back cost the borrower more than the 14.5 % the schedule charges.
    await expect(figureOf("Schedule's interest rate")).toHaveText("14.50% a year");
    await expect(figureOf("APR")).toHaveText(/^1[5-9]\.\d\d%$/);
    // The long tables open on request, the policy decision below them staying in reach.
    await card.getByText("Repayment schedule, 24 instalments").click();
    await expect(card.getByRole("table", { name: "Repayment schedule the APR and the Key Facts Statement use" }).locator("tbody tr")).toHaveCount(24);
    await card.getByText("Cash flows behind the APR, 26").click();
    const flows = card.getByRole("table", { name: "The borrower's cash flows the APR is worked out from" });
    await expect(flows.locator("tbody tr").nth(0)).toContainText("Paid out at disbursal₹1,48,820");
    // In time order: the release, 45 days on, after the first instalment.
    await expect(flows.locator("tbody tr").nth(1)).toContainText("Instalment 1");
    await expect(flows.locator("tbody tr").nth(2)).toHaveText(new RegExp(`^${formatDate(release) ?? ""}1\\.\\d+Withheld money released₹50,000$`));
    await expectFitsEveryWidth(page, flows);
  });

  test("a loan without a principal tranche says it has no KFS, and its Disburse button why it cannot be paid", async ({ page }) => {
    const loan = await bookLoan(approvedLoan({ disbursal_detail: undefined }));
    await page.goto(`/loans/${loan.lead_id}`);
    await expect(page.getByText(NO_PAYOUT_DATE)).toBeVisible();
    await expect(page.getByRole("link", { name: /^KFS \(/ })).toHaveCount(0);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Repayment and APR", level: 2 }) });
    await expect(card.getByRole("note")).toContainText("No payout date (no principal tranche)");
    // The button says why before anyone opens the confirmation.
    const disburse = page.getByRole("button", { name: "Disburse" });
    await expect(disburse).toBeDisabled();
    await expect(disburse).toHaveAccessibleDescription(/The loan has no principal tranche/);
  });

  test("another partner's loan is the same branded 404 as a missing one", async ({ page }) => {
    const theirs = await bookLoan(approvedLoan({ full_name: "Meera Iyer" }), "partner2");

    const missing = await page.goto(`/loans/${randomUUID()}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    const missingText = await page.getByRole("main").innerText();

    const other = await page.goto(`/loans/${theirs.lead_id}`);
    expect(other?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(await page.getByRole("main").innerText()).toBe(missingText);
    await expect(page.getByText("Meera Iyer")).toHaveCount(0);
    await expect(page.getByText(theirs.partner_loan_id)).toHaveCount(0);
    await expectFitsEveryWidth(page, page.getByRole("heading", { name: "Page not found" }));

    // An address no route knows gets the same page.
    const unknown = await page.goto("/no-such-page");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("wide tables scroll inside their card, and on a phone are cards", () => {
  test.use({ storageState: storageStateOf("support") });

  test("deliveries' Replay and the mandates' Last change are reachable at 1280 px and on a phone", async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await createEndpoint(receiver.url, "partner2");
      const loan = await bookLoan(approvedLoan(), "partner2");
      await startNach(loan.lead_id, "partner2");
      const delivery = await succeededDeliveryTo(receiver.url, "partner2");

      await page.goto("/webhooks");
      const filter = page.getByRole("search", { name: "Filter deliveries" });
      await filter.getByLabel("Event id").fill(delivery.event_id);
      await filter.getByRole("button", { name: "Filter" }).click();
      const deliveries = page.getByRole("table", { name: "Webhook deliveries, newest first" });
      const row = deliveries.getByRole("row").filter({ hasText: delivery.event_id });
      await expect(row).toBeVisible();
      await expectTableFits(deliveries);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const replay = (width === 390 ? cardOf(page, "Webhook deliveries, newest first", delivery.event_id) : row).getByRole("button", { name: "Replay" });
        await replay.scrollIntoViewIfNeeded();
        await expect(replay).toBeInViewport();
        await expectNoSidewaysScroll(page);
      }
      await expectFitsEveryWidth(page, shownList(page, "Webhook deliveries, newest first"));

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/nach");
      const mandates = page.getByRole("table", { name: "Physical NACH mandates, newest first" });
      await expect(mandates.getByRole("columnheader", { name: "Last change" })).toBeVisible();
      await expectTableFits(mandates);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const lastChange =
          width === 390
            ? cardOf(page, "Physical NACH mandates, newest first", loan.partner_loan_id).getByText("Last change", { exact: true })
            : mandates.getByRole("columnheader", { name: "Last change" });
        await lastChange.scrollIntoViewIfNeeded();
        await expect(lastChange).toBeInViewport();
        await expectNoSidewaysScroll(page);
      }
      await expectFitsEveryWidth(page, shownList(page, "Physical NACH mandates, newest first"));
    } finally {
      await deleteEndpointByUrl(receiver.url, "partner2");
      await receiver.close();
    }
  });
});

test.describe("a phone-wide screen", () => {
  test.use({ storageState: storageStateOf("partner"), viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/loans", "/loans/new", "/nach", "/webhooks"]) {
    test(`${path} does not scroll sideways at 390 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("form", { name: "Book a loan" })).first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  }
});
