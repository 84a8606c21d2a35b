// The rows of one copied loan for bench/scale-database.mts: what the app would
// have written had the loan been booked through it, without the database. It
// knows nothing of the database it goes to; dates are Date objects, which each
// writer (bench/scale-writers.mts) stores in its dialect's form.
import { v7 as uuidv7 } from "uuid";
import { DISBURSAL_BENEFICIARY, KEY_FACTS, LOAN_EVENT_DETAIL, NACH_MANDATE, openText, sealText } from "@/lib/crypto/sealed-columns";
import { sealLoanBody } from "@/lib/loan-records/loan-record";
import { nameTokenRows } from "@/lib/loans/name-tokens";
import { KYC_TYPE } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";

export type Value = string | number | Date | null;
export type Row = Record<string, Value>;
export interface TableRow {
  table: string;
  row: Row;
}

export interface LoanTemplate {
  loan: Row;
  body: Loan;
  coApplicants: Row[];
  /** Its events as booked: no disbursal or mandate events. */
  events: Row[];
}

/** Three loans booked through the app, and the disbursal and mandate made for them there, with their encrypted columns opened. */
export interface ScaleTemplates {
  approved: LoanTemplate;
  rejected: LoanTemplate;
  disbursed: LoanTemplate;
  disbursal: Row;
  beneficiaryText: string;
  keyFacts: Row;
  keyFactsText: string;
  disbursedEvent: Row;
  /** The Approved template's mandate, registered through the app, with its events, webhook event and delivery. */
  mandate: Row;
  mandateText: string;
  mandateEvents: Row[];
  webhookEvent: Row;
  webhookDelivery: Row;
  /** What the mandate's event data and webhook body name, to be swapped for each copy's own. */
  mandateNames: { nachId: string; leadId: string; umrn: string; partnerLoanId: string; loanAccountNumber: string; eventId: string; createdAt: string };
  /** Each partner's webhook endpoint. */
  endpointIds: Record<string, string>;
}

export type LoanKind = "approved" | "rejected" | "disbursed";

/** What the timings need to know of a copied loan to ask for it. */
export interface ScaleLoan {
  n: number;
  leadId: string;
  partnerId: string;
  kind: LoanKind;
  partnerLoanId: string;
  loanAccountNumber: string;
  mobileNumber: string;
  pan: string;
  fullName: string;
  umrn: string | null;
}

export interface ScalePlan {
  /** How many loans are copied; they are booked evenly over the year before `end`. */
  copies: number;
  end: number;
  partnerIds: string[];
}

const HOUR = 3_600_000;
const SPAN = 365 * 24 * HOUR;
/** Consecutive loans go to one partner in runs of this many, so each partner gets the whole mix of kinds below. */
export const PARTNER_RUN = 20;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// A distinct individual PAN per loan (fourth letter P), so the PAN hashes spread as a real book's would.
const panOf = (n: number) => {
  const letters = (value: number, count: number) => Array.from({ length: count }, (_, index) => LETTERS.charAt(Math.floor(value / 26 ** index) % 26)).join("");
  return `${letters(Math.floor(n / 10_000), 3)}P${letters(Math.floor(n / 10_000 / 17_576), 1)}${String(n % 10_000).padStart(4, "0")}Z`;
};

const FIRST_NAMES = ["Aarav", "Aditi", "Amit", "Ananya", "Anil", "Arjun", "Deepa", "Divya", "Farhan", "Gaurav", "Geeta", "Harish", "Isha", "Kavita", "Kiran", "Lakshmi", "Manoj", "Meera", "Mohan", "Neha", "Nikhil", "Pooja", "Pradeep", "Priya", "Rahul", "Rajesh", "Ramesh", "Ravi", "Rekha", "Rohan", "Sandeep", "Sanjay", "Shreya", "Sneha", "Sunil", "Suresh", "Tanvi", "Usha", "Vikram", "Zoë"];
const SURNAMES = ["Agarwal", "Bhat", "Chatterjee", "Das", "Desai", "Dutta", "Gowda", "Gupta", "Iyer", "Jain", "Joshi", "Kapoor", "Khan", "Kulkarni", "Kumar", "Mehta", "Menon", "Mishra", "Nair", "Naidu", "Patel", "Pillai", "Rao", "Reddy", "Saxena", "Sen", "Shah", "Sharma", "Shetty", "Singh", "Sinha", "Srinivasan", "Thakur", "Trivedi", "Varma", "Verma", "Yadav", "D'Souza", "Fernandes", "Gonçalves"];
/** A name per copy, spread as a book's are: a surname is about one loan in forty; every third has a middle name. */
export function nameOf(n: number): string {
  const pick = (names: string[], salt: number) => names[Math.floor(((n + salt) * 2_654_435_761) / 4_096) % names.length] ?? "";
  const middle = n % 3 === 0 ? ` ${pick(FIRST_NAMES, 7)}` : "";
  return `${pick(FIRST_NAMES, 0)}${middle} ${pick(SURNAMES, 13)}`;
}
/**
 * The list's copy of the amount (Loan.loanAmount), spread from ₹10,000 to
 * ₹5,00,000 in steps of ₹1,000 so an amount filter meets a book's mix; the
 * encrypted body keeps the template's amount and schedule, which only the
 * loan's own page shows.
 */
export const listedAmountOf = (n: number): number => 10_000 + ((n * 7_919) % 491) * 1_000;

// Seven in twenty Approved, six disbursed, the rest Rejected: roughly a lender's mix.
export const kindOf = (n: number): LoanKind => (n % 20 < 7 ? "approved" : n % 20 < 13 ? "disbursed" : "rejected");
/** About a quarter of the Approved and disbursed loans have a registered mandate, reported to the partner's endpoint. */
export const hasMandate = (n: number): boolean => kindOf(n) !== "rejected" && n % 4 === 0;
export const partnerOf = (n: number, partnerIds: string[]): string => partnerIds[Math.floor(n / PARTNER_RUN) % partnerIds.length] ?? "";

/** The rows of copy number `n`: the loan, its co-applicants and events, and for some a disbursal with its KFS, or a registered mandate. */

const openedDetails = new Map<string, string>();

/** A template event's detail in plain text, opened once for every copy. */
function eventDetail(row: Row): string {
  const id = String(row.id);
  let plain = openedDetails.get(id);
  if (plain === undefined) {
    plain = openText(LOAN_EVENT_DETAIL, id, String(row.detail));
    openedDetails.set(id, plain);
  }
  return plain;
}

export function scaleLoanRows(n: number, templates: ScaleTemplates, plan: ScalePlan): { loan: ScaleLoan; rows: TableRow[] } {
  const bookedAt = plan.end - SPAN + Math.floor((n * SPAN) / plan.copies);
  const kind = kindOf(n);
  const template = templates[kind];
  const leadId = uuidv7({ msecs: bookedAt });
  const partnerId = partnerOf(n, plan.partnerIds);
  const partnerLoanId = `SCALE-${n}`;
  const loanAccountNumber = `LS${String(n).padStart(10, "0")}`;
  // Distinct mobile numbers, so that a search by mobile finds one customer's loans, not every loan.
  const mobileNumber = `9${String(n).padStart(9, "0")}`;
  const nachId = hasMandate(n) ? uuidv7({ msecs: bookedAt + HOUR }) : null;
  const umrn = nachId ? `LDSK0${String(n).padStart(15, "0")}` : null;
  const fullName = nameOf(n);
  const body: Loan = {
    ...template.body,
    full_name: fullName,
    partner_loan_id: partnerLoanId,
    mobile_number: mobileNumber,
    kyc: template.body.kyc?.map((kyc) => (kyc.kyc_type === KYC_TYPE.pan ? { ...kyc, identifier: panOf(n) } : kyc)),
    bank_account: { ...template.body.bank_account, nach_umrn: umrn ?? undefined },
  };
  const sealed = sealLoanBody(leadId, body);
  const disbursedAt = Math.min(bookedAt + 2 * HOUR, plan.end);
  const rows: TableRow[] = [];
  const add = (table: string, row: Row) => rows.push({ table, row });
  const event = (row: Row, at: number, data?: string) => {
    const id = uuidv7({ msecs: at });
    // A sealed detail is bound to its row's id: the copy's is sealed again for its own.
    const copy: Row = { ...row, id, loanId: leadId, partnerId, createdAt: new Date(at), ...(data ? { data } : {}) };
    if (typeof row.detail === "string") copy.detail = sealText(LOAN_EVENT_DETAIL, id, eventDetail(row));
    add("LoanEvent", copy);
  };

  add("Loan", {
    ...template.loan,
    id: leadId,
    partnerId,
    partnerLoanId,
    loanAccountNumber,
    mobileNumber,
    fullName,
    loanAmount: listedAmountOf(n),
    body: sealed.body,
    panHash: sealed.panHash,
    nachStatus: nachId ? "registered" : null,
    disbursedAt: kind === "disbursed" ? new Date(disbursedAt) : null,
    createdAt: new Date(bookedAt),
    updatedAt: new Date(kind === "disbursed" ? disbursedAt : bookedAt),
  });
  for (const token of nameTokenRows({ id: leadId, partnerId, fullName })) add("LoanNameToken", token);
  for (const coApplicant of template.coApplicants) add("CoApplicant", { ...coApplicant, id: uuidv7({ msecs: bookedAt }), loanId: leadId });
  template.events.forEach((row, index) => event(row, bookedAt + index));
  if (kind === "disbursed") {
    const disbursalId = uuidv7({ msecs: disbursedAt });
    const at = new Date(disbursedAt);
    add("Disbursal", {
      ...templates.disbursal,
      id: disbursalId,
      loanId: leadId,
      transactionTime: at,
      createdAt: at,
      beneficiary: sealText(DISBURSAL_BENEFICIARY, disbursalId, templates.beneficiaryText),
    });
    add("KeyFactsStatement", { ...templates.keyFacts, id: leadId, body: sealText(KEY_FACTS, leadId, templates.keyFactsText), generatedAt: at });
    event(templates.disbursedEvent, disbursedAt);
  }
  if (nachId) {
    const initiatedAt = bookedAt + HOUR;
    const registeredAt = Math.min(bookedAt + 3 * HOUR, plan.end);
    add("PhysicalNach", {
      ...templates.mandate,
      id: nachId,
      partnerId,
      loanId: leadId,
      status: "registered",
      umrn,
      activeLoanId: leadId,
      sandboxSettleAt: null,
      mandate: sealText(NACH_MANDATE, nachId, templates.mandateText),
      createdAt: new Date(initiatedAt),
      updatedAt: new Date(registeredAt),
    });
    const eventId = uuidv7({ msecs: registeredAt });
    const names = templates.mandateNames;
    const own = (text: Value | undefined) =>
      [
        [names.nachId, nachId],
        [names.leadId, leadId],
        [names.umrn, umrn ?? ""],
        [names.partnerLoanId, partnerLoanId],
        [names.loanAccountNumber, loanAccountNumber],
        [names.eventId, eventId],
        [names.createdAt, new Date(registeredAt).toISOString()],
      ].reduce((swapped, [from = "", to = ""]) => swapped.replaceAll(from, to), String(text));
    templates.mandateEvents.forEach((row, index) => event(row, row.type === "nach_initiated" ? initiatedAt : registeredAt + index, own(row.data)));
    add("WebhookEvent", { ...templates.webhookEvent, id: eventId, partnerId, body: own(templates.webhookEvent.body), createdAt: new Date(registeredAt) });
    // One delivery in fifty failed, so a status filter has something rare to find.
    const failed = n % 50 === 0;
    const deliveryId = uuidv7({ msecs: registeredAt });
    const attemptedAt = new Date(registeredAt + 50);
    add("WebhookDelivery", {
      ...templates.webhookDelivery,
      id: deliveryId,
      eventId,
      endpointId: templates.endpointIds[partnerId] ?? "",
      partnerId,
      status: failed ? "failed" : "succeeded",
      attemptCount: 1,
      nextAttemptAt: null,
      leaseUntil: null,
      leaseOwner: null,
      createdAt: new Date(registeredAt),
      updatedAt: attemptedAt,
    });
    add("WebhookAttempt", {
      id: uuidv7({ msecs: registeredAt + 50 }),
      deliveryId,
      attemptedAt,
      httpStatus: failed ? 500 : 200,
      latencyMs: 40,
      responseExcerpt: failed ? "internal error" : "ok",
      error: null,
    });
  }
  return { loan: { n, leadId, partnerId, kind, partnerLoanId, loanAccountNumber, mobileNumber, pan: panOf(n), fullName, umrn }, rows };
}
