import { AppError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";

const kycPairs = (loan: Loan) =>
  loan.kyc
    .map((item) => `${item.kyc_type}:${item.identifier}`)
    .sort()
    .join("|");

/**
 * Contract section 4: the customer identifier information no update may
 * change. The KYC pairs are compared as a set: a document may not be swapped,
 * removed or added after booking.
 */
const IDENTIFIERS: { field: string; value: (loan: Loan) => string }[] = [
  { field: "partner_loan_id", value: (loan) => loan.partner_loan_id },
  { field: "mobile_number", value: (loan) => loan.mobile_number },
  { field: "full_name", value: (loan) => loan.full_name },
  { field: "date_of_birth", value: (loan) => loan.date_of_birth },
  // The policy's ages and the exposure's maturity count from it (contract v2).
  { field: "loan_application_date", value: (loan) => loan.loan_application_date },
  { field: "kyc", value: kycPairs },
];

export function assertIdentifiersUnchanged(before: Loan, after: Loan): void {
  const changed = IDENTIFIERS.filter(({ value }) => value(before) !== value(after)).map(({ field }) => field);
  if (changed.length > 0) {
    throw new AppError(
      "customer_identifier_immutable",
      `Customer identifier information cannot be changed: ${changed.join(", ")}`,
      { fields: changed },
    );
  }
}
