import type { KfsWording } from "./kfs-wording";

/** The KFS in English, in the words of RBI's circular of 15 April 2024 (Annex A and Annex B). */
export const en: KfsWording = {
  title: "Key Facts Statement",
  footer: (loanAccountNumber, page, pages) => `Key Facts Statement ${loanAccountNumber} · Page ${page} of ${pages}`,
  header: {
    lender: "Name of the lender",
    date: "Date",
    borrower: "Name of the borrower",
    validUntil: "Valid until",
    proposalNumber: "Loan proposal No.",
    lendingServiceProvider: "Lending service provider",
    kfsNumber: "KFS No.",
    version: "Version",
  },
  loanTypes: { personal_loan: "Personal loan", education_loan: "Education loan" },
  instalmentTypes: { monthly: "Monthly", weekly: "Weekly", fortnightly: "Fortnightly", other: "Other (see the repayment schedule)" },
  feeNames: { processing_fee: "Processing fee", gst: "GST on fees", pre_emi: "Pre-EMI interest", subvention: "Subvention", insurance: "Insurance" },
  common: {
    months: (count) => `${count} months`,
    perAnnum: (rate) => `${rate} per annum`,
    fixedRateNotApplicable: "Not applicable: the interest rate is fixed",
    notDigital: "Not applicable: not a digital loan",
    nil: "Nil",
    yes: "Yes",
    no: "No",
    payout: (date, amount) => `${date ?? "At disbursal"}: ${amount} paid at disbursal`,
    release: (date, amount) => `${date}: ${amount} withheld until then and released`,
    upfrontFirstDue: (date) => `${date} (instalment 1, the upfront EMI, deducted at disbursal)`,
  },
  part1: {
    heading: "Part 1 (Interest rate and fees/charges)",
    accountNumber: "Loan proposal/ account No.",
    loanType: "Type of loan",
    sanctionedAmount: "Sanctioned loan amount (in Rupees)",
    disbursalSchedule: "Disbursal schedule (i) Disbursement in stages or 100% upfront",
    upfront: "100% upfront",
    inStages: "In stages",
    stageClause: "(ii) If it is stage wise, mention the clause of loan agreement having relevant details",
    paidInFull: "Not applicable: paid in full at disbursal",
    loanTerm: "Loan term (year/months/days)",
    instalmentType: "Instalment details: Type of instalments",
    instalmentCount: "Number of EPIs",
    instalmentAmount: "EPI (₹)",
    instalmentAmountValue: (amount) => `${amount} (instalments that differ are in the repayment schedule)`,
    repaymentStart: "Commencement of repayment, post sanction",
    interestRate: "Interest rate (%) and type (fixed or floating or hybrid)",
    interestRateValue: (rate) => `${rate} per annum, fixed`,
    floatingRate: "Additional information in case of floating rate of interest",
  },
  fees: {
    heading: "Fee/ Charges",
    toLender: "Payable to the RE (A)",
    toThirdParty: "Payable to a third party through RE (B)",
    recurrence: "One-time/ Recurring",
    amount: "Amount (in ₹) or percentage (%) as applicable",
    oneTime: "One-time",
    processing: "Processing fees",
    insurance: "Insurance charges",
    valuation: "Valuation fees",
    others: "Any other (please specify): GST, pre-EMI interest, subvention",
  },
  part1Tail: {
    apr: "Annual Percentage Rate (APR) (%)",
    contingentCharges: "Details of contingent charges (in ₹ or %, as applicable)",
    penalCharges: "(i) Penal charges, if any, in case of delayed payment",
    otherPenalCharges: "(ii) Other penal charges, if any",
    includedInPenalCharges: "Included in (i)",
    foreclosure: "(iii) Foreclosure charges, if applicable",
    rateSwitch: "(iv) Charges for switching of loans from floating to fixed rate and vice versa",
    otherCharges: "(v) Any other charges (please specify)",
  },
  part2: {
    heading: "Part 2 (Other qualitative information)",
    recoveryAgentsClause: "Clause of loan agreement relating to engagement of recovery agents",
    grievanceClause: "Clause of loan agreement which details grievance redressal mechanism",
    grievanceValue: (clause, officer) => `${clause}. Nodal grievance redressal officer: ${officer}`,
    grievanceContact: "Phone number and email id of the nodal grievance redressal officer",
    transferable: "Whether the loan is, or in future maybe, subject to transfer to other REs or securitisation (Yes/ No)",
    coLending: "In case of lending under collaborative lending arrangements (e.g., co-lending/ outsourcing)",
    notCoLent: "Not applicable: the loan is not co-lent",
    coolingOff:
      "In case of digital loans: (i) Cooling off/look-up period, during which the borrower shall not be charged any penalty on prepayment of loan",
    coolingOffValue: (days, payDays) => {
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
    },
    lspRecoveryAgent: "(ii) Details of LSP acting as recovery agent and who are authorized to approach the borrower",
    lspActsAsAgent: (lsp) => `${lsp}, the lending service provider, acts as a recovery agent and may approach the borrower`,
    lspNotAgent: (lsp) => `None: ${lsp}, the lending service provider, does not act as a recovery agent`,
  },
  annexB: {
    heading: "Illustration for computation of APR (Annex B)",
    sanctionedAmount: "Sanctioned loan amount (in Rupees)",
    loanTerm: "Loan term (in years/ months/ days)",
    instalments: "(b) Type of EPI, amount of each EPI and nos. of EPIs",
    instalmentsValue: (type, count, amount) => `${type}, ${count} instalments of ${amount}`,
    repaymentStart: "(d) Commencement of repayments, post sanction",
    rateType: "Interest rate type (fixed or floating or hybrid)",
    fixed: "Fixed",
    rate: "Rate of interest",
    totalInterest: "Total interest amount to be charged during the entire tenor of the loan as per the rate prevailing on sanction date (in Rupees)",
    totalFees: "Fee/ Charges payable (in Rupees)",
    feesToLender: "A. Payable to the RE",
    feesToThirdParties: "B. Payable to third-party routed through RE",
    netDisbursed: "Net disbursed amount (1-6) (in Rupees)",
    paidAtDisbursal: "(a) Paid to the borrower at disbursal (net disbursed amount less the withheld money and the upfront EMI)",
    withheld: "(b) Withheld, released to the borrower later",
    withheldValue: (amount, date) => `${amount} on ${date}`,
    totalPayable: "Total amount to be paid by the borrower (sum of 1 and 5) (in Rupees)",
    apr: "Annual Percentage rate - Effective annualized interest rate (in percentage), computed on net disbursed amount using IRR approach and reducing balance method",
    aprValue: (apr) => `${apr} (on the amounts the borrower receives and pays, each on its date)`,
    disbursalSchedule: "Schedule of disbursement as per terms and conditions",
    dueDates: "Due date of payment of instalment and interest",
    dueDatesValue: "As in the repayment schedule below",
  },
  schedule: {
    heading: "Repayment schedule",
    none: "No instalments are scheduled.",
    columns: ["Instalment No.", "Due date", "Outstanding principal (₹)", "Principal (₹)", "Interest (₹)", "Instalment (₹)"],
    upfrontRow: (number) => `${number} (upfront EMI)`,
    upfrontNote: "Instalment 1 is the upfront EMI: due on the day of disbursal and deducted from the amount paid then, not collected again.",
  },
};
