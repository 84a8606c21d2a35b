import type { Kfs, KfsFee } from "@/lib/schemas/kfs";

/**
 * Every word the KFS PDF prints that is not a value of the statement, in one
 * language: the labels of RBI's Annex A and Annex B, the headings, and the
 * sentences the renderer builds around values. The values themselves
 * (amounts, dates, names, identifiers, the lender's configured texts) are
 * passed in and printed as they are, whatever the language. A table that
 * leaves out a label does not compile; kfsWording (kfs-language.ts) holds
 * one table for each of KFS_LANGUAGES.
 */
export interface KfsWording {
  /** The document's title, also its PDF title before the loan account number. */
  title: string;
  footer: (loanAccountNumber: string, page: number, pages: number) => string;
  header: {
    lender: string;
    date: string;
    borrower: string;
    validUntil: string;
    proposalNumber: string;
    lendingServiceProvider: string;
    kfsNumber: string;
    version: string;
  };
  loanTypes: Record<"personal_loan" | "education_loan", string>;
  instalmentTypes: Record<Kfs["instalments"]["type"], string>;
  feeNames: Record<KfsFee["type"], string>;
  /** Text shared by several rows. */
  common: {
    months: (count: number) => string;
    perAnnum: (rate: string) => string;
    fixedRateNotApplicable: string;
    notDigital: string;
    nil: string;
    yes: string;
    no: string;
    /** The payout and each release of withheld money, by date: Part 1 item 3 (ii) and Annex B row 10. */
    payout: (date: string | undefined, amount: string) => string;
    release: (date: string, amount: string) => string;
    /** Instalment 1's due date when it is the upfront EMI. */
    upfrontFirstDue: (date: string) => string;
  };
  part1: {
    heading: string;
    accountNumber: string;
    loanType: string;
    sanctionedAmount: string;
    disbursalSchedule: string;
    upfront: string;
    inStages: string;
    stageClause: string;
    paidInFull: string;
    loanTerm: string;
    instalmentType: string;
    instalmentCount: string;
    instalmentAmount: string;
    instalmentAmountValue: (amount: string) => string;
    repaymentStart: string;
    interestRate: string;
    interestRateValue: (rate: string) => string;
    floatingRate: string;
  };
  fees: {
    heading: string;
    toLender: string;
    toThirdParty: string;
    recurrence: string;
    amount: string;
    oneTime: string;
    processing: string;
    insurance: string;
    valuation: string;
    others: string;
  };
  part1Tail: {
    apr: string;
    contingentCharges: string;
    penalCharges: string;
    otherPenalCharges: string;
    includedInPenalCharges: string;
    foreclosure: string;
    rateSwitch: string;
    otherCharges: string;
  };
  part2: {
    heading: string;
    recoveryAgentsClause: string;
    grievanceClause: string;
    grievanceValue: (clause: string, officer: string) => string;
    grievanceContact: string;
    transferable: string;
    coLending: string;
    notCoLent: string;
    coolingOff: string;
    /** The cooling-off exit's terms in the words of contract v3 section 12 (what lib/loans/cooling-off-figures.ts works out); `payDays` null when the lender sets no payment period. */
    coolingOffValue: (days: number, payDays: number | null) => string;
    lspRecoveryAgent: string;
    lspActsAsAgent: (lsp: string) => string;
    lspNotAgent: (lsp: string) => string;
  };
  annexB: {
    heading: string;
    sanctionedAmount: string;
    loanTerm: string;
    instalments: string;
    instalmentsValue: (type: string, count: number, amount: string) => string;
    repaymentStart: string;
    rateType: string;
    fixed: string;
    rate: string;
    totalInterest: string;
    totalFees: string;
    feesToLender: string;
    feesToThirdParties: string;
    netDisbursed: string;
    paidAtDisbursal: string;
    withheld: string;
    withheldValue: (amount: string, date: string) => string;
    totalPayable: string;
    apr: string;
    aprValue: (apr: string) => string;
    disbursalSchedule: string;
    dueDates: string;
    dueDatesValue: string;
  };
  schedule: {
    heading: string;
    none: string;
    /** The columns: number, due date, outstanding principal, principal, interest, instalment. */
    columns: [string, string, string, string, string, string];
    upfrontRow: (number: number) => string;
    upfrontNote: string;
  };
}
