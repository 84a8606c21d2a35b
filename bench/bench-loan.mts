import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { asRepaymentRows } from "@/lib/money/amortisation";
import { computedSchedule } from "@/lib/terms/loan-schedule";

/**
 * The bench books what a partner books: a fresh customer (the exposure rule
 * limits a PAN to three live loans lender-wide), dated days before today in
 * India, with a complete repayment schedule that adds up (contract section 4).
 * Loaded through tsx (bench/run.mjs), so that it counts days and amortises
 * as the service does.
 */
interface LoanBody {
  loan_amount: number;
  interest_rate: number;
  loan_tenure: string;
  kyc: Record<string, unknown>[];
  disbursal_detail: Record<string, unknown>[];
  consents: Record<string, unknown>[];
}

const template = JSON.parse(readFileSync(path.join(import.meta.dirname, "loan-body.json"), "utf8")) as LoanBody;

const dayInIndia = (daysFromToday: number) => addDays(todayInIndia(), daysFromToday);

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const letter = () => LETTERS.charAt(randomInt(26));
const individualPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, "0")}${letter()}`;

export function benchLoan(partnerLoanId: string) {
  return {
    ...template,
    partner_loan_id: partnerLoanId,
    loan_application_date: dayInIndia(-5),
    agreement_date: dayInIndia(-4),
    kyc: [{ ...template.kyc[0], identifier: individualPan() }, ...template.kyc.slice(1)],
    disbursal_detail: template.disbursal_detail.map((tranche) => ({ ...tranche, date: dayInIndia(0) })),
    // Given a minute ago: the consent rule takes consents at most 90 days old.
    consents: template.consents.map((consent) => ({ ...consent, given_at: new Date(Date.now() - 60_000).toISOString() })),
    repayment_schedule: asRepaymentRows(
      computedSchedule({ loan_amount: template.loan_amount, interest_rate: template.interest_rate, loan_tenure: Number(template.loan_tenure) }, dayInIndia(0), "rupee") ?? [],
    ),
  };
}
