import { expect, test, type Locator, type Page } from "@playwright/test";
import { startReceiver } from "../../tests/support/webhook-receiver";
import { approvedLoan, bookLoan, createEndpoint, deleteEndpointByUrl, startNach, succeededDeliveryTo, uniqueLoanId } from "../support/api";
import { seriousViolations } from "../support/axe";
import { cardOf } from "../support/layout";
import { storageStateOf } from "../support/users";

// Issue 29, part 6: at a phone's width each list is a list of cards that
// shows status, amount and actions without scrolling sideways; the menu
// closes on Escape; a skip link leads to the page's content.

const PHONE = { width: 390, height: 844 };

/** The page fits the phone: the document is no wider than the screen. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Each part is shown whole within the screen's width. */
async function expectWithinScreen(parts: Locator[]) {
  for (const part of parts) {
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${await part.textContent()} within ${PHONE.width} px`).toBe(true);
  }
}

/** The page once its list has loaded, checked by axe and kept as a screenshot for review (`npm run screenshots` renews docs/screenshots). */
async function settledAndClean(page: Page, screenshot: string) {
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expectFitsPhone(page);
  expect(await seriousViolations(page), screenshot).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(screenshot), fullPage: true });
}

test.describe("on a phone", { tag: "@once" }, () => {
  test.use({ storageState: storageStateOf("support"), viewport: PHONE });

  test("the loans, the mandates and the deliveries are cards with their status, amount and action", async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await createEndpoint(receiver.url, "partner");
      const loan = await bookLoan(approvedLoan({ partner_loan_id: uniqueLoanId("PHONE") }));
      const nach = await startNach(loan.lead_id, "partner");
      const delivery = await succeededDeliveryTo(receiver.url, "partner");

      await test.step("loans", async () => {
        await page.goto(`/loans?q=${loan.partner_loan_id}`);
        const card = cardOf(page, "Loans matching the search and filters, newest first", loan.partner_loan_id);
        await expect(card).toHaveCount(1);
        await expect(page.getByRole("table")).toHaveCount(0);
        await expectWithinScreen([card.getByRole("link", { name: loan.partner_loan_id }), card.getByText("Approved", { exact: true }), card.getByText("₹2,00,000")]);
        await settledAndClean(page, "phone-loans-390.png");
        await card.getByRole("link", { name: loan.partner_loan_id }).click();
        await expect(page).toHaveURL(`/loans/${loan.lead_id}`);
      });

      await test.step("NACH mandates", async () => {
        // The sandbox bank registers the mandate a second after it is started, so it shows either status.
        await page.goto("/nach");
        const card = cardOf(page, "Physical NACH mandates, newest first", nach.physical_nach_id);
        await expectWithinScreen([card.getByRole("link", { name: nach.physical_nach_id }), card.getByText(/^(initiated|registered)$/), card.getByRole("link", { name: loan.partner_loan_id })]);
        await settledAndClean(page, "phone-nach-390.png");
      });

      await test.step("webhook deliveries", async () => {
        await page.goto("/webhooks");
        // The event goes to each of the partner's endpoints that are on: this receiver's delivery is the one that succeeded.
        const card = cardOf(page, "Webhook deliveries, newest first", delivery.event_id).filter({ hasText: receiver.url });
        const show = card.getByRole("button", { name: "Show attempts" });
        await expectWithinScreen([card.getByText("succeeded", { exact: true }), show, card.getByRole("button", { name: "Replay" })]);
        await settledAndClean(page, "phone-webhooks-390.png");
        await show.click();
        await expect(page.getByRole("table", { name: `Attempts of delivery ${delivery.id}` }).getByRole("row")).toHaveCount(2);
        await expectFitsPhone(page);
      });
    } finally {
      await deleteEndpointByUrl(receiver.url, "partner");
      await receiver.close();
    }
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Loans", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("the skip link is the first thing Tab reaches, shows, and moves focus to the content", async ({ page }) => {
    await page.goto("/loans");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expectWithinScreen([skip]);
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    // The next Tab goes on from the content, not back to the menu.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
});
