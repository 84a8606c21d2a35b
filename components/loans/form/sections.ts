import type { BookingInput } from "@/lib/schemas/loan";

export type SectionId = "customer" | "terms" | "bank" | "kyc" | "co-applicants" | "schedule" | "consents";

export interface Section {
  id: SectionId;
  /** The section's heading in the forms and in the read-only view. */
  title: string;
  /** The wizard's step name: the title, short enough for a step indicator. */
  step: string;
  /** The top-level fields of the booking the section holds. */
  fields: readonly (keyof BookingInput)[];
}

/** The loan body's fields, grouped as every form and view shows them, in this order. */
export const SECTIONS: readonly Section[] = [
  {
    id: "customer",
    title: "Customer",
    step: "Customer",
    fields: [
      "partner_loan_id",
      "full_name",
      "mobile_number",
      "email",
      "gender",
      "date_of_birth",
      "fathers_name",
      "mothers_name",
      "address",
      "pincode",
      "employment_type",
      "company_name",
      "monthly_income",
      "monthly_emi",
      "credit_score",
    ],
  },
  {
    id: "terms",
    title: "Loan terms",
    step: "Loan terms",
    fields: [
      "loan_type",
      "loan_amount",
      "loan_tenure",
      "interest_rate",
      "payment_frequency",
      "repayment_count",
      "loan_application_date",
      "agreement_date",
      "agreement_signature_type",
      "additional_variables",
    ],
  },
  { id: "bank", title: "Bank account and NACH type", step: "Bank account", fields: ["bank_account"] },
  { id: "kyc", title: "KYC", step: "KYC", fields: ["kyc", "ckyc_no"] },
  { id: "co-applicants", title: "Co-applicants", step: "Co-applicants", fields: ["co_applicant_details"] },
  { id: "schedule", title: "Tranches and repayment schedule", step: "Schedule", fields: ["disbursal_detail", "repayment_schedule"] },
  // Taken at booking only, beside the loan body: the edit form has no such section.
  { id: "consents", title: "Borrower's consents", step: "Consents", fields: ["consents"] },
];

export const sectionById = (id: SectionId): Section => SECTIONS.find((section) => section.id === id) ?? (SECTIONS[0] as Section);

/** The index of the section holding a field path (`kyc.0.identifier` → KYC's), or -1. */
export function sectionIndexOf(path: string): number {
  const top = path.split(/[.[]/)[0];
  return SECTIONS.findIndex((section) => section.fields.some((field) => field === top));
}

/** The id a section's heading carries, so a step change can move focus to it. */
export const sectionTitleId = (id: SectionId): string => `loan-section-${id}`;
