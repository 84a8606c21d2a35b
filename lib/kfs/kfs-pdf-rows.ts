import { INDIA_TIME_ZONE } from "@/lib/calendar/india-day";
import { sumPaise, toRupees } from "@/lib/money/paise";
import { rupeeFigures as rupees } from "@/lib/money/rupee-figures";
import { DISBURSAL_TYPE, LOAN_TYPE } from "@/lib/schemas/enums";
import type { Kfs, KfsFee } from "@/lib/schemas/kfs";

/*
 * The KFS's rows as RBI's circular of 15 April 2024 words them (Annex A
 * Part 1 and Part 2, Annex B), numbered as there, so a reviewer holding the
 * annex finds each row; the values come from the statement alone.
 */

export const percent = (value: number): string => `${value.toFixed(2)}%`;

/** An ISO date (YYYY-MM-DD) as DD/MM/YYYY. */
export const printedDate = (isoDate: string): string => isoDate.split("-").reverse().join("/");

const IST = new Intl.DateTimeFormat("en-GB", {
  timeZone: INDIA_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as DD/MM/YYYY HH:MM IST. */
export const printedInstant = (iso: string): string => `${IST.format(new Date(iso)).replace(",", "")} IST`;

const LOAN_TYPE_NAMES: Record<number, string> = { [LOAN_TYPE.personal_loan]: "Personal loan", [LOAN_TYPE.education_loan]: "Education loan" };

const INSTALMENT_NAMES: Record<Kfs["instalments"]["type"], string> = {
  monthly: "Monthly",
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  other: "Other (see the repayment schedule)",
};

const FEE_NAMES: Record<KfsFee["type"], string> = {
  processing_fee: "Processing fee",
  gst: "GST on fees",
  pre_emi: "Pre-EMI interest",
  subvention: "Subvention",
  insurance: "Insurance",
};

/** A numbered row: [number, parameter, details]. */
export type NumberedRow = [string, string, string];

/** A row of Part 1's item 8: [number, fee, payable to the RE (A), amount, payable to a third party (B), amount]. */
export type FeeRow = [string, string, string, string, string, string];

const startOf = (kfs: Kfs): string | undefined => kfs.disbursal_schedule.find((tranche) => tranche.disbursal_type === DISBURSAL_TYPE.principal)?.date;

/** The money the borrower receives, by date: the payout at disbursal, then each release of withheld money. */
function disbursalStages(kfs: Kfs): string {
  const start = startOf(kfs);
  const payout = `${start ? printedDate(start) : "At disbursal"}: ${rupees(kfs.paid_at_disbursal)} paid at disbursal`;
  return [payout, ...kfs.released_later.map((release) => `${printedDate(release.date)}: ${rupees(release.amount)} withheld until then and released`)].join("; ");
}

export function headerRows(kfs: Kfs, borrowerName: string): [string, string, string, string][] {
  return [
    ["Name of the lender", kfs.lender_name, "Date", printedInstant(kfs.generated_on)],
    ["Name of the borrower", borrowerName, "Valid until", printedInstant(kfs.valid_until)],
    ["Loan proposal No.", kfs.lead_id, "Lending service provider", kfs.part_2.lending_service_provider],
    ["KFS No.", kfs.kfs_id, "Version", String(kfs.version)],
  ];
}

/** Instalment 1's due date, marked when it is the upfront EMI collected at disbursal. */
function firstDue(kfs: Kfs): string {
  const first = kfs.repayment_schedule[0];
  const date = printedDate(kfs.instalments.first_due_date);
  return first?.collected_at_disbursal ? `${date} (instalment 1, the upfront EMI, deducted at disbursal)` : date;
}

/** Part 1 items 1 to 7. */
export function part1Rows(kfs: Kfs): NumberedRow[] {
  const upfront = kfs.released_later.length === 0;
  return [
    ["1", "Loan proposal/ account No.", kfs.loan_account_number],
    ["", "Type of loan", LOAN_TYPE_NAMES[kfs.loan_type] ?? String(kfs.loan_type)],
    ["2", "Sanctioned loan amount (in Rupees)", rupees(kfs.loan_amount)],
    ["3", "Disbursal schedule (i) Disbursement in stages or 100% upfront", upfront ? "100% upfront" : "In stages"],
    ["", "(ii) If it is stage wise, mention the clause of loan agreement having relevant details", upfront ? "Not applicable: paid in full at disbursal" : disbursalStages(kfs)],
    ["4", "Loan term (year/months/days)", `${kfs.tenure_months} months`],
    ["5", "Instalment details: Type of instalments", INSTALMENT_NAMES[kfs.instalments.type]],
    ["", "Number of EPIs", String(kfs.instalments.count)],
    ["", "EPI (₹)", `${rupees(kfs.instalments.amount)} (instalments that differ are in the repayment schedule)`],
    ["", "Commencement of repayment, post sanction", firstDue(kfs)],
    ["6", "Interest rate (%) and type (fixed or floating or hybrid)", `${percent(kfs.interest_rate)} per annum, fixed`],
    ["7", "Additional information in case of floating rate of interest", "Not applicable: the interest rate is fixed"],
  ];
}

const feeAmount = (fees: KfsFee[], types: KfsFee["type"][]) => fees.filter((fee) => types.includes(fee.type));

function feeCells(fees: KfsFee[]): [string, string] {
  if (fees.length === 0) return ["", "Nil"];
  return ["One-time", fees.map((fee) => (fees.length > 1 ? `${FEE_NAMES[fee.type]} ${rupees(fee.amount)}` : rupees(fee.amount))).join("; ")];
}

/** Part 1 item 8: each fee in its annex row, column A to the lender, B to third parties through the lender. */
export function feeRows(kfs: Kfs): FeeRow[] {
  const { to_lender: lender, to_third_parties: third } = kfs.fees;
  const row = (number: string, name: string, types: KfsFee["type"][]): FeeRow => [
    number,
    name,
    ...feeCells(feeAmount(lender, types)),
    ...feeCells(feeAmount(third, types)),
  ];
  const others: KfsFee["type"][] = ["gst", "pre_emi", "subvention"];
  return [
    row("(i)", "Processing fees", ["processing_fee"]),
    row("(ii)", "Insurance charges", ["insurance"]),
    row("(iii)", "Valuation fees", []),
    row("(iv)", "Any other (please specify): GST, pre-EMI interest, subvention", others),
  ];
}

/** Part 1 items 9 and 10. */
export function part1TailRows(kfs: Kfs): NumberedRow[] {
  const charges = kfs.contingent_charges;
  return [
    ["9", "Annual Percentage Rate (APR) (%)", percent(kfs.apr)],
    ["10", "Details of contingent charges (in ₹ or %, as applicable)", ""],
    ["", "(i) Penal charges, if any, in case of delayed payment", charges.penal_charges],
    ["", "(ii) Other penal charges, if any", "Included in (i)"],
    ["", "(iii) Foreclosure charges, if applicable", charges.foreclosure_charges],
    ["", "(iv) Charges for switching of loans from floating to fixed rate and vice versa", "Not applicable: the interest rate is fixed"],
    ["", "(v) Any other charges (please specify)", charges.other_charges],
  ];
}

const NOT_DIGITAL = "Not applicable: not a digital loan";

/** The cooling-off exit's terms in the words of contract v3 section 12 (what lib/loans/cooling-off-figures.ts works out). */
function coolingOff(days: number, payDays: number | null): string {
  const pay =
    payDays === null
      ? ""
      : ` The amount is due within ${payDays} days of the request (by the ${payDays}th IST calendar day after the day of the request); the exit completes when it is received, and an exit not paid by then lapses and the loan continues.`;
  return (
    `${days} days. Within ${days} calendar days (IST) after the day of disbursal, that day not counted, the borrower may exit the loan ` +
    "without any penalty by repaying the principal (the amount paid at disbursal and any withheld money already released) " +
    "with interest at the APR on it, pro rata for the IST calendar days from the day of disbursal to the day of the request (at least one): " +
    "principal x APR / 100 x days / 365, rounded half-up to the paisa. Fees and charges already deducted are not collected; " +
    `withheld money not yet released is cancelled.${pay}`
  );
}

function lspAsRecoveryAgent(part2: Kfs["part_2"]): string {
  if (!part2.digital_loan) return NOT_DIGITAL;
  if (part2.lsp_recovery_agent) return `${part2.lending_service_provider}, the lending service provider, acts as a recovery agent and may approach the borrower`;
  return `None: ${part2.lending_service_provider}, the lending service provider, does not act as a recovery agent`;
}

export function part2Rows(kfs: Kfs): NumberedRow[] {
  const part2 = kfs.part_2;
  const officer = part2.grievance_officer;
  return [
    ["1", "Clause of loan agreement relating to engagement of recovery agents", part2.recovery_agents_clause],
    ["2", "Clause of loan agreement which details grievance redressal mechanism", `${part2.grievance_clause}. Nodal grievance redressal officer: ${officer.name}, ${officer.phone}, ${officer.email}`],
    ["3", "Phone number and email id of the nodal grievance redressal officer", `${officer.phone}, ${officer.email}`],
    ["4", "Whether the loan is, or in future maybe, subject to transfer to other REs or securitisation (Yes/ No)", part2.transferable ? "Yes" : "No"],
    ["5", "In case of lending under collaborative lending arrangements (e.g., co-lending/ outsourcing)", "Not applicable: the loan is not co-lent"],
    [
      "6",
      "In case of digital loans: (i) Cooling off/look-up period, during which the borrower shall not be charged any penalty on prepayment of loan",
      part2.digital_loan && part2.cooling_off_days !== null ? coolingOff(part2.cooling_off_days, part2.cooling_off_pay_days) : NOT_DIGITAL,
    ],
    ["", "(ii) Details of LSP acting as recovery agent and who are authorized to approach the borrower", lspAsRecoveryAgent(part2)],
  ];
}

const sumFees = (fees: KfsFee[]) => toRupees(sumPaise(fees.map((fee) => fee.amount)));

/** Annex B, the computation of the APR, row by row. */
export function annexBRows(kfs: Kfs): NumberedRow[] {
  const { instalments } = kfs;
  const epi = `${INSTALMENT_NAMES[instalments.type]}, ${instalments.count} instalments of ${rupees(instalments.amount)}`;
  return [
    ["1", "Sanctioned loan amount (in Rupees)", rupees(kfs.loan_amount)],
    ["2", "Loan term (in years/ months/ days)", `${kfs.tenure_months} months`],
    ["", "(b) Type of EPI, amount of each EPI and nos. of EPIs", epi],
    ["", "(d) Commencement of repayments, post sanction", firstDue(kfs)],
    ["3", "Interest rate type (fixed or floating or hybrid)", "Fixed"],
    ["4", "Rate of interest", `${percent(kfs.interest_rate)} per annum`],
    ["5", "Total interest amount to be charged during the entire tenor of the loan as per the rate prevailing on sanction date (in Rupees)", rupees(kfs.total_interest)],
    ["6", "Fee/ Charges payable (in Rupees)", rupees(sumFees([...kfs.fees.to_lender, ...kfs.fees.to_third_parties]))],
    ["", "A. Payable to the RE", rupees(sumFees(kfs.fees.to_lender))],
    ["", "B. Payable to third-party routed through RE", rupees(sumFees(kfs.fees.to_third_parties))],
    ["7", "Net disbursed amount (1-6) (in Rupees)", rupees(kfs.net_disbursed)],
    ["", "(a) Paid to the borrower at disbursal (net disbursed amount less the withheld money and the upfront EMI)", rupees(kfs.paid_at_disbursal)],
    ["", "(b) Withheld, released to the borrower later", kfs.released_later.length === 0 ? "Nil" : kfs.released_later.map((release) => `${rupees(release.amount)} on ${printedDate(release.date)}`).join("; ")],
    ["8", "Total amount to be paid by the borrower (sum of 1 and 5) (in Rupees)", rupees(kfs.total_payable)],
    [
      "9",
      "Annual Percentage rate - Effective annualized interest rate (in percentage), computed on net disbursed amount using IRR approach and reducing balance method",
      `${percent(kfs.apr)} (on the amounts the borrower receives and pays, each on its date)`,
    ],
    ["10", "Schedule of disbursement as per terms and conditions", disbursalStages(kfs)],
    ["11", "Due date of payment of instalment and interest", "As in the repayment schedule below"],
  ];
}

export const SCHEDULE_HEADER = ["Instalment No.", "Due date", "Outstanding principal (₹)", "Principal (₹)", "Interest (₹)", "Instalment (₹)"];

/** Printed under the schedule when instalment 1 is the upfront EMI. */
export const UPFRONT_EMI_NOTE = "Instalment 1 is the upfront EMI: due on the day of disbursal and deducted from the amount paid then, not collected again.";

export function scheduleRows(kfs: Kfs): string[][] {
  return kfs.repayment_schedule.map((row) => [
    row.collected_at_disbursal ? `${row.number} (upfront EMI)` : String(row.number),
    printedDate(row.due_date),
    rupees(row.opening_principal),
    rupees(row.principal),
    rupees(row.interest),
    rupees(row.instalment),
  ]);
}
