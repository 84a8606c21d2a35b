import type { ReactNode } from "react";
import { Card, DetailList } from "@/components/ui/card";
import { AGREEMENT_SIGNATURE_TYPE, EMPLOYMENT_TYPE, GENDER, LOAN_TYPE, NACH_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import { formatPercent } from "@/lib/format/indian-format";
import { maskAccountNumber, maskIdentifier } from "@/lib/privacy/mask";
import { formatDate, formatNumber, formatRupees } from "./display";
import { codeLabel, labelFor, withoutUnit } from "./labels";
import { CoApplicantsView, KycTable, ScheduleView } from "./loan-data-lists";
import { sectionById, type SectionId } from "./sections";

type Items = [string, ReactNode][];

// Values carry their units here ("₹85,000", "12 months"), so the labels do not.
const label = (path: string) => withoutUnit(labelFor(path));

const code = (table: Parameters<typeof codeLabel>[0], value: number | undefined) => (value === undefined ? undefined : codeLabel(table, value));

function customerItems(loan: Loan): Items {
  return [
    [label("partner_loan_id"), loan.partner_loan_id],
    [label("full_name"), loan.full_name],
    [label("mobile_number"), loan.mobile_number],
    [label("email"), loan.email],
    [label("gender"), code(GENDER, loan.gender)],
    [label("date_of_birth"), formatDate(loan.date_of_birth)],
    [label("fathers_name"), loan.fathers_name],
    [label("mothers_name"), loan.mothers_name],
    [label("address"), loan.address],
    [label("pincode"), String(loan.pincode)],
    [label("employment_type"), code(EMPLOYMENT_TYPE, loan.employment_type)],
    [label("company_name"), loan.company_name],
    [label("monthly_income"), formatRupees(loan.monthly_income)],
    [label("monthly_emi"), formatRupees(loan.monthly_emi)],
    [label("credit_score"), loan.credit_score === undefined ? undefined : String(loan.credit_score)],
  ];
}

function termsItems(loan: Loan): Items {
  return [
    [label("loan_type"), code(LOAN_TYPE, loan.loan_type)],
    [label("loan_amount"), formatRupees(loan.loan_amount)],
    [label("loan_tenure"), `${loan.loan_tenure} months`],
    [label("interest_rate"), `${loan.interest_rate}% a year`],
    [label("payment_frequency"), code(PAYMENT_FREQUENCY, loan.payment_frequency)],
    [label("repayment_count"), formatNumber(loan.repayment_count)],
    [label("loan_application_date"), formatDate(loan.loan_application_date)],
    [label("agreement_date"), formatDate(loan.agreement_date)],
    [label("agreement_signature_type"), code(AGREEMENT_SIGNATURE_TYPE, loan.agreement_signature_type)],
  ];
}

// The partner's FOIR and IIR are ratios (0.35); people read them as percentages.
const RATIOS = new Set(["foir", "iir"]);

function additionalItems(loan: Loan): Items {
  const variables = loan.additional_variables ?? {};
  return Object.entries(variables)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [label(`additional_variables.${key}`), RATIOS.has(key) && value !== undefined ? formatPercent(value) : formatNumber(value)]);
}

function bankItems(loan: Loan, mask: boolean): Items {
  const account = loan.bank_account;
  return [
    [label("bank_account.ac_number"), account.ac_number.map((number) => (mask ? maskAccountNumber(number, "screen") : number)).join(", ")],
    [label("bank_account.ifsc_code"), account.ifsc_code],
    [label("bank_account.ac_name"), account.ac_name],
    [label("bank_account.nach_type"), codeLabel(NACH_TYPE, account.nach_type)],
    [label("bank_account.nach_umrn"), account.nach_umrn],
  ];
}

interface LoanDataViewProps {
  loan: Loan;
  /** For roles that may not see PAN and account numbers in full. */
  maskIdentifiers?: boolean;
  /** Something beside a section's title, such as the wizard's "Change" buttons. */
  sectionActions?: Partial<Record<SectionId, ReactNode>>;
}

/** A loan body, read-only, grouped as the forms group it, with codes as their words. */
export function LoanDataView({ loan, maskIdentifiers = false, sectionActions = {} }: LoanDataViewProps) {
  const card = (id: SectionId, children: ReactNode) => (
    <Card title={sectionById(id).title} titleId={`loan-view-${id}`} actions={sectionActions[id]}>
      {children}
    </Card>
  );
  const additional = additionalItems(loan);
  return (
    <div className="space-y-6">
      {card("customer", <DetailList items={customerItems(loan)} />)}
      {card(
        "terms",
        <>
          <DetailList items={termsItems(loan)} />
          {additional.length > 0 && (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">{label("additional_variables")}</h3>
              <DetailList items={additional} />
            </div>
          )}
        </>,
      )}
      {card("bank", <DetailList items={bankItems(loan, maskIdentifiers)} />)}
      {card(
        "kyc",
        <>
          {loan.ckyc_no !== undefined && (
            <div className="mb-4">
              <DetailList items={[[label("ckyc_no"), maskIdentifiers ? maskIdentifier(loan.ckyc_no) : loan.ckyc_no]]} />
            </div>
          )}
          <KycTable items={loan.kyc} mask={maskIdentifiers} />
        </>,
      )}
      {card("co-applicants", <CoApplicantsView people={loan.co_applicant_details ?? []} mask={maskIdentifiers} />)}
      {card("schedule", <ScheduleView tranches={loan.disbursal_detail ?? []} schedule={loan.repayment_schedule ?? []} />)}
    </div>
  );
}
