import { sumPaise, toRupees } from "@/lib/money/paise";
import { printedDate, printedInstant, rupeeFigures as rupees } from "@/lib/format/indian-format";
import { DISBURSAL_TYPE, LOAN_TYPE } from "@/lib/schemas/enums";
import type { Kfs, KfsFee } from "@/lib/schemas/kfs";
import type { KfsWording } from "./kfs-wording";

/*
 * The KFS's rows as RBI's circular of 15 April 2024 lays them out (Annex A
 * Part 1 and Part 2, Annex B), numbered as there, so a reviewer holding the
 * annex finds each row; the values come from the statement alone, the
 * words from the language's table (kfs-wording.ts).
 */

export const percent = (value: number): string => `${value.toFixed(2)}%`;

function loanTypeName(w: KfsWording, loanType: number): string {
  if (loanType === LOAN_TYPE.personal_loan) return w.loanTypes.personal_loan;
  if (loanType === LOAN_TYPE.education_loan) return w.loanTypes.education_loan;
  return String(loanType);
}

/** A numbered row: [number, parameter, details]. */
export type NumberedRow = [string, string, string];

/** A row of Part 1's item 8: [number, fee, payable to the RE (A), amount, payable to a third party (B), amount]. */
export type FeeRow = [string, string, string, string, string, string];

const startOf = (kfs: Kfs): string | undefined => kfs.disbursal_schedule.find((tranche) => tranche.disbursal_type === DISBURSAL_TYPE.principal)?.date;

/** The money the borrower receives, by date: the payout at disbursal, then each release of withheld money. */
function disbursalStages(kfs: Kfs, w: KfsWording): string {
  const start = startOf(kfs);
  const payout = w.common.payout(start ? printedDate(start) : undefined, rupees(kfs.paid_at_disbursal));
  return [payout, ...kfs.released_later.map((release) => w.common.release(printedDate(release.date), rupees(release.amount)))].join("; ");
}

export function headerRows(kfs: Kfs, borrowerName: string, w: KfsWording): [string, string, string, string][] {
  return [
    [w.header.lender, kfs.lender_name, w.header.date, printedInstant(kfs.generated_on)],
    [w.header.borrower, borrowerName, w.header.validUntil, printedInstant(kfs.valid_until)],
    [w.header.proposalNumber, kfs.lead_id, w.header.lendingServiceProvider, kfs.part_2.lending_service_provider],
    [w.header.kfsNumber, kfs.kfs_id, w.header.version, String(kfs.version)],
  ];
}

/** Instalment 1's due date, marked when it is the upfront EMI collected at disbursal. */
function firstDue(kfs: Kfs, w: KfsWording): string {
  const date = printedDate(kfs.instalments.first_due_date);
  return kfs.repayment_schedule[0]?.collected_at_disbursal ? w.common.upfrontFirstDue(date) : date;
}

/** Part 1 items 1 to 7. */
export function part1Rows(kfs: Kfs, w: KfsWording): NumberedRow[] {
  const upfront = kfs.released_later.length === 0;
  const p = w.part1;
  return [
    ["1", p.accountNumber, kfs.loan_account_number],
    ["", p.loanType, loanTypeName(w, kfs.loan_type)],
    ["2", p.sanctionedAmount, rupees(kfs.loan_amount)],
    ["3", p.disbursalSchedule, upfront ? p.upfront : p.inStages],
    ["", p.stageClause, upfront ? p.paidInFull : disbursalStages(kfs, w)],
    ["4", p.loanTerm, w.common.months(kfs.tenure_months)],
    ["5", p.instalmentType, w.instalmentTypes[kfs.instalments.type]],
    ["", p.instalmentCount, String(kfs.instalments.count)],
    ["", p.instalmentAmount, p.instalmentAmountValue(rupees(kfs.instalments.amount))],
    ["", p.repaymentStart, firstDue(kfs, w)],
    ["6", p.interestRate, p.interestRateValue(percent(kfs.interest_rate))],
    ["7", p.floatingRate, w.common.fixedRateNotApplicable],
  ];
}

const feeAmount = (fees: KfsFee[], types: KfsFee["type"][]) => fees.filter((fee) => types.includes(fee.type));

function feeCells(fees: KfsFee[], w: KfsWording): [string, string] {
  if (fees.length === 0) return ["", w.common.nil];
  return [w.fees.oneTime, fees.map((fee) => (fees.length > 1 ? `${w.feeNames[fee.type]} ${rupees(fee.amount)}` : rupees(fee.amount))).join("; ")];
}

/** Part 1 item 8's two header rows. */
export function feeHeaderRows(w: KfsWording): { first: string[]; second: string[] } {
  const f = w.fees;
  return { first: ["8", f.heading, f.toLender, f.toThirdParty], second: ["", "", f.recurrence, f.amount, f.recurrence, f.amount] };
}

/** Part 1 item 8: each fee in its annex row, column A to the lender, B to third parties through the lender. */
export function feeRows(kfs: Kfs, w: KfsWording): FeeRow[] {
  const { to_lender: lender, to_third_parties: third } = kfs.fees;
  const row = (number: string, name: string, types: KfsFee["type"][]): FeeRow => [
    number,
    name,
    ...feeCells(feeAmount(lender, types), w),
    ...feeCells(feeAmount(third, types), w),
  ];
  const others: KfsFee["type"][] = ["gst", "pre_emi", "subvention"];
  return [
    row("(i)", w.fees.processing, ["processing_fee"]),
    row("(ii)", w.fees.insurance, ["insurance"]),
    row("(iii)", w.fees.valuation, []),
    row("(iv)", w.fees.others, others),
  ];
}

/** Part 1 items 9 and 10. */
export function part1TailRows(kfs: Kfs, w: KfsWording): NumberedRow[] {
  const charges = kfs.contingent_charges;
  const t = w.part1Tail;
  return [
    ["9", t.apr, percent(kfs.apr)],
    ["10", t.contingentCharges, ""],
    ["", t.penalCharges, charges.penal_charges],
    ["", t.otherPenalCharges, t.includedInPenalCharges],
    ["", t.foreclosure, charges.foreclosure_charges],
    ["", t.rateSwitch, w.common.fixedRateNotApplicable],
    ["", t.otherCharges, charges.other_charges],
  ];
}

function lspAsRecoveryAgent(part2: Kfs["part_2"], w: KfsWording): string {
  if (!part2.digital_loan) return w.common.notDigital;
  return part2.lsp_recovery_agent ? w.part2.lspActsAsAgent(part2.lending_service_provider) : w.part2.lspNotAgent(part2.lending_service_provider);
}

export function part2Rows(kfs: Kfs, w: KfsWording): NumberedRow[] {
  const part2 = kfs.part_2;
  const officer = part2.grievance_officer;
  const contact = `${officer.phone}, ${officer.email}`;
  const p = w.part2;
  return [
    ["1", p.recoveryAgentsClause, part2.recovery_agents_clause],
    ["2", p.grievanceClause, p.grievanceValue(part2.grievance_clause, `${officer.name}, ${contact}`)],
    ["3", p.grievanceContact, contact],
    ["4", p.transferable, part2.transferable ? w.common.yes : w.common.no],
    ["5", p.coLending, p.notCoLent],
    [
      "6",
      p.coolingOff,
      part2.digital_loan && part2.cooling_off_days !== null ? p.coolingOffValue(part2.cooling_off_days, part2.cooling_off_pay_days) : w.common.notDigital,
    ],
    ["", p.lspRecoveryAgent, lspAsRecoveryAgent(part2, w)],
  ];
}

const sumFees = (fees: KfsFee[]) => toRupees(sumPaise(fees.map((fee) => fee.amount)));

/** Annex B, the computation of the APR, row by row. */
export function annexBRows(kfs: Kfs, w: KfsWording): NumberedRow[] {
  const { instalments } = kfs;
  const b = w.annexB;
  return [
    ["1", b.sanctionedAmount, rupees(kfs.loan_amount)],
    ["2", b.loanTerm, w.common.months(kfs.tenure_months)],
    ["", b.instalments, b.instalmentsValue(w.instalmentTypes[instalments.type], instalments.count, rupees(instalments.amount))],
    ["", b.repaymentStart, firstDue(kfs, w)],
    ["3", b.rateType, b.fixed],
    ["4", b.rate, w.common.perAnnum(percent(kfs.interest_rate))],
    ["5", b.totalInterest, rupees(kfs.total_interest)],
    ["6", b.totalFees, rupees(sumFees([...kfs.fees.to_lender, ...kfs.fees.to_third_parties]))],
    ["", b.feesToLender, rupees(sumFees(kfs.fees.to_lender))],
    ["", b.feesToThirdParties, rupees(sumFees(kfs.fees.to_third_parties))],
    ["7", b.netDisbursed, rupees(kfs.net_disbursed)],
    ["", b.paidAtDisbursal, rupees(kfs.paid_at_disbursal)],
    ["", b.withheld, kfs.released_later.length === 0 ? w.common.nil : kfs.released_later.map((release) => b.withheldValue(rupees(release.amount), printedDate(release.date))).join("; ")],
    ["8", b.totalPayable, rupees(kfs.total_payable)],
    ["9", b.apr, b.aprValue(percent(kfs.apr))],
    ["10", b.disbursalSchedule, disbursalStages(kfs, w)],
    ["11", b.dueDates, b.dueDatesValue],
  ];
}

export function scheduleRows(kfs: Kfs, w: KfsWording): string[][] {
  return kfs.repayment_schedule.map((row) => [
    row.collected_at_disbursal ? w.schedule.upfrontRow(row.number) : String(row.number),
    printedDate(row.due_date),
    rupees(row.opening_principal),
    rupees(row.principal),
    rupees(row.interest),
    rupees(row.instalment),
  ]);
}
