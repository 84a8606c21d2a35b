import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The bench books what a partner books: a fresh customer (the exposure rule
 * limits a PAN to three live loans lender-wide), dated days before today in
 * India, with a complete repayment schedule that adds up (contract section 4).
 */
const template = JSON.parse(readFileSync(path.join(import.meta.dirname, "loan-body.json"), "utf8"));

const IST_OFFSET_MS = 330 * 60 * 1000;
const dayInIndia = (daysFromToday, monthsLater = 0) => {
  const date = new Date(Date.now() + IST_OFFSET_MS);
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  date.setUTCMonth(date.getUTCMonth() + monthsLater);
  return date.toISOString().slice(0, 10);
};

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const letter = () => LETTERS.charAt(randomInt(26));
const individualPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, "0")}${letter()}`;

const cents = (n) => Math.round(n * 100) / 100;

function schedule(amount, annualRate, months, firstDueDaysFromToday) {
  const rate = annualRate / 1200;
  const emi = cents((amount * rate) / (1 - (1 + rate) ** -months));
  let balance = amount;
  return Array.from({ length: months }, (_, index) => {
    const interest = cents(balance * rate);
    const principal = index === months - 1 ? cents(balance) : cents(emi - interest);
    balance = cents(balance - principal);
    return {
      due_date: dayInIndia(firstDueDaysFromToday, index),
      // due_amount is whole rupees (int32 in the specification); the contract allows ₹1 either way.
      due_amount: Math.round(principal + interest),
      principal_amount: principal,
      interest_amount: interest,
    };
  });
}

export function benchLoan(partnerLoanId) {
  const tenure = Number(template.loan_tenure);
  return {
    ...template,
    partner_loan_id: partnerLoanId,
    loan_application_date: dayInIndia(-5),
    agreement_date: dayInIndia(-4),
    kyc: [{ ...template.kyc[0], identifier: individualPan() }, ...template.kyc.slice(1)],
    disbursal_detail: template.disbursal_detail.map((tranche) => ({ ...tranche, date: dayInIndia(-3) })),
    repayment_schedule: schedule(template.loan_amount, template.interest_rate, tenure, 25),
  };
}
