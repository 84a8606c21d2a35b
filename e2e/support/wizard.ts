import { expect, type Page } from "@playwright/test";
import { daysAgo, individualPan } from "./api";

/** What a partner's staff type into the booking wizard; the policy approves it. */
export interface WizardLoan {
  partnerLoanId: string;
  fullName: string;
  /** The borrower's PAN; a fresh individual's PAN when not given. */
  pan?: string;
  /** The bank branch; HDFC0001234 (in the published IFSC list) when not given. */
  ifsc?: string;
}

export const stepHeading = (page: Page, name: string) => page.getByRole("form", { name: "Book a loan" }).getByRole("heading", { name, exact: true });

export async function next(page: Page, nextStep: string) {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, nextStep)).toBeVisible();
}

/** Opens /loans/new and fills the Customer step and the Loan terms step, staying on Loan terms. */
export async function fillFirstSteps(page: Page, loan: WizardLoan, applicationDate = daysAgo(5)) {
  await page.goto("/loans/new");
  const form = page.getByRole("form", { name: "Book a loan" });
  await expect(stepHeading(page, "Customer")).toBeVisible();

  await form.getByLabel("Partner loan ID").fill(loan.partnerLoanId);
  await form.getByLabel("Full name").fill(loan.fullName);
  await form.getByLabel("Mobile number").fill("9876543210");
  await form.getByLabel("Email").fill("asha.verma@example.com");
  await form.getByLabel("Gender").selectOption({ label: "female" });
  await form.getByLabel("Date of birth").fill("1990-03-12");
  await form.getByLabel("Pincode").fill("560001");
  await form.getByLabel("Employment type").selectOption({ label: "salaried" });
  await form.getByLabel("Monthly income").fill("85000");
  await form.getByLabel("Credit score").fill("760");
  await next(page, "Loan terms");

  await form.getByLabel("Loan amount").fill("200000");
  await form.getByLabel("Tenure").fill("24");
  await form.getByLabel("Interest rate").fill("14.5");
  await form.getByLabel("Application date").fill(applicationDate);
  // Policy v2 fails a loan without bureau data: every count is given, 0 where the report shows none.
  await form.getByLabel("Credit enquiries").fill("0");
  await form.getByLabel("Tradelines 30+ days late, last 3 months").fill("0");
  await form.getByLabel("Tradelines 60+ days late, last 6 months").fill("0");
  await form.getByLabel("Tradelines 90+ days late, ever").fill("0");
}

/** Fills every step of /loans/new in order and stops on Review. */
export async function fillWizard(page: Page, loan: WizardLoan) {
  await fillFirstSteps(page, loan);
  await fillLaterSteps(page, loan);
}

/** From the Loan terms step, fills the steps after it and stops on Review. */
export async function fillLaterSteps(page: Page, loan: WizardLoan) {
  const form = page.getByRole("form", { name: "Book a loan" });
  await next(page, "Bank account and NACH type");

  await form.getByLabel("Account number").fill("123456789012");
  await form.getByLabel("IFSC code").fill(loan.ifsc ?? "HDFC0001234");
  await form.getByLabel("Account holder's name").fill(loan.fullName);
  await form.getByLabel("NACH type").selectOption({ label: "physical" });
  await next(page, "KYC");

  await form.getByLabel("Document type").selectOption({ label: "pan" });
  await form.getByLabel("Document number").fill(loan.pan ?? individualPan());
  await form.getByLabel("Verified using").selectOption({ label: "registry-api" });
  await next(page, "Co-applicants");

  await expect(form.getByText("No co-applicants.")).toBeVisible();
  await next(page, "Tranches and repayment schedule");

  await next(page, "Borrower's consents");
  await fillConsents(page);
  await next(page, "Review");
}

/** The consents the policy needs, as partner staff record them from a signed paper form: given an hour ago, India time. */
export async function fillConsents(page: Page, reference = "FORM-E2E-0001") {
  const form = page.getByRole("form", { name: "Book a loan" });
  await form.getByLabel("Credit bureau pull").check();
  await form.getByLabel("Processing of the borrower's data").check();
  await form.getByLabel("How it was given").selectOption("paper");
  await form.getByLabel("Form reference").fill(reference);
  await form.getByLabel("Given at (India time)").fill(new Date(Date.now() + 330 * 60_000 - 3_600_000).toISOString().slice(0, 16));
}

/** What the wizard shows the terms come to, before submission. */
export const termsFigures = (page: Page) => page.getByRole("form", { name: "Book a loan" }).getByRole("region", { name: "What the borrower pays" });

/** A figure of that panel by its label ("APR"), as its value. */
export const figure = (page: Page, label: string) => termsFigures(page).locator("dl > div").filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole("definition");

/** A policy rule's verdict in that panel, by the rule's name. */
export const verdict = (page: Page, rule: string) => termsFigures(page).getByRole("listitem").filter({ hasText: rule });

/** From Review, back to an earlier step by the step indicator. */
export async function backTo(page: Page, step: string, heading = step) {
  await page.getByRole("navigation", { name: "Booking steps" }).getByRole("button", { name: new RegExp(`^${step}`) }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
}
