import { notFound } from "next/navigation";
import { AuditTimeline } from "@/components/loans/audit-timeline";
import { CoolingOffExitPanel } from "@/components/loans/cooling-off-exit";
import { WithheldReleases } from "@/components/loans/withheld-releases";
import { ConsentsList } from "@/components/loans/consents-list";
import { BankVerificationCard } from "@/components/loans/bank-verification-card";
import { BeneficiaryDetails, DisbursalBreakdownTable } from "@/components/loans/disbursal-breakdown";
import { DisburseButton } from "@/components/loans/disburse-button";
import { KfsRecordPanel } from "@/components/loans/kfs-record-panel";
import { LiveLoan } from "@/components/loans/live-loan";
import { LoanDetails } from "@/components/loans/loan-details";
import { LoanFiguresCard, NO_PAYOUT_DATE } from "@/components/loans/loan-figures-card";
import { NachPanel } from "@/components/nach/nach-panel";
import { PolicyHistory } from "@/components/loans/policy-history";
import { PolicyOutcome } from "@/components/loans/policy-outcome";
import { Badge, StatusBadge } from "@/components/ui/badge";
import { Card, DetailList, PageHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states";
import { requireStaff } from "@/lib/auth/current-staff";
import { AppError } from "@/lib/errors/app-error";
import { disbursalDue } from "@/lib/loans/disbursal-amount";
import { utrRequired } from "@/lib/loans/disbursal-utr";
import { getPortalKfsRecord } from "@/lib/portal/portal-kfs-record";
import { getPortalLoan } from "@/lib/portal/portal-loans";
import { termsFigures } from "@/lib/portal/terms-preview";
import { todayInIndia } from "@/lib/calendar/india-day";
import { frequencyOf } from "@/lib/terms/frequency";
import { can } from "@/lib/codes/roles";
import { formatRupees as rupees, formatDateTime as at } from "@/lib/format/indian-format";
import { acceptKfsAction, disburseAction, loanNachAction, loanStampAction, recordAgreementAction, recordExitReceiptAction, recordReleaseAction, recordVerificationAction, startNachAction, uploadScanAction } from "./actions";
import { updateLoanAction } from "./edit-actions";

export const metadata = { title: "Loan" };

export default async function LoanPage({ params }: { params: Promise<{ leadId: string }> }) {
  const { leadId } = await params;
  const actor = await requireStaff();
  const found = await getPortalLoan({ actor, leadId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!found) notFound();
  const { loan, partnerName, events, policyHistory, mandates, startRefusal, startTerms, disbursal, releases, coolingOffExit, stamp } = found;
  const editable = can(actor, "editLoans") && !loan.disbursed;
  // The start of a loan without a principal tranche is today's: it has no statement yet.
  const figures = termsFigures(loan, todayInIndia());
  const kfsRecord = await getPortalKfsRecord({ actor, leadId });

  return (
    <LiveLoan leadId={loan.lead_id} stamp={stamp} readStamp={loanStampAction}>
      <PageHeader
        title={`Loan ${loan.partner_loan_id}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={loan.status} />
            {loan.disbursed && <Badge tone="blue">Disbursed</Badge>}
            <span className="font-mono text-xs">{loan.lead_id}</span>
          </span>
        }
        actions={
          can(actor, "editLoans") && loan.status === "Approved" ? (
            <DisburseButton
              leadId={loan.lead_id}
              due={disbursalDue(loan)}
              utrRequired={utrRequired()}
              disabledReason={disbursal ? `Disbursed on ${at(disbursal.transaction_time)}: a loan is paid out once.` : null}
              disburse={disburseAction}
            />
          ) : null
        }
      />
      {!can(actor, "editLoans") && <p className="mb-4 text-sm text-slate-600">You can view this loan; your role does not change loans.</p>}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title={loan.status === "Approved" ? "Approved" : "Rejected"}>
            <DetailList
              items={[
                ["Loan account number", loan.status === "Approved" ? <span className="font-mono">{loan.loan_ac_no}</span> : null],
                ["Customer", loan.full_name],
                ["Amount", rupees(loan.loan_amount)],
                ["Partner", partnerName],
                ["Booked", at(loan.created_at)],
                ["Disbursed", disbursal ? `${rupees(disbursal.amount)} on ${at(disbursal.transaction_time)}` : "Not yet"],
              ]}
            />
            {loan.status === "Approved" && can(actor, "viewKeyFacts") && figures.figures.planned && (
              <p className="mt-4 text-sm">
                Key Facts Statement (PDF):{" "}
                <a className="text-indigo-700 underline" href={`/portal-files/loans/${loan.lead_id}/kfs.pdf`}>
                  KFS (English)
                </a>
                {" · "}
                <a className="text-indigo-700 underline" href={`/portal-files/loans/${loan.lead_id}/kfs.pdf?lang=hi`} lang="hi">
                  KFS (हिन्दी)
                </a>
                <span className="text-slate-600">
                  {loan.disbursed ? " — the version the borrower accepted, kept at disbursal." : " — the current version, valid for 3 working days after it was issued."}
                </span>
              </p>
            )}
            {loan.status === "Approved" && !figures.figures.planned && <p className="mt-4 text-sm text-amber-900">{NO_PAYOUT_DATE}</p>}
            {loan.status === "Rejected" && (
              <div className="mt-4">
                <ErrorState title="Rejection reason">{loan.rejection_reason}</ErrorState>
              </div>
            )}
          </Card>
          {kfsRecord && (
            <Card title="Key Facts Statement and agreement">
              <KfsRecordPanel
                leadId={loan.lead_id}
                record={kfsRecord}
                editable={can(actor, "editLoans") && !loan.disbursed}
                acceptKfs={acceptKfsAction}
                recordAgreement={recordAgreementAction}
              />
            </Card>
          )}
          {disbursal && (
            <Card title="Disbursal">
              <DetailList
                items={[
                  ["Amount paid out", rupees(disbursal.amount)],
                  ["Transaction time", at(disbursal.transaction_time)],
                  ["UTR", disbursal.transaction_id ? <span className="font-mono">{disbursal.transaction_id}</span> : "Not recorded"],
                ]}
              />
              <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-900">Breakdown</h3>
              {disbursal.breakdown ? (
                <DisbursalBreakdownTable breakdown={disbursal.breakdown} caption="How the amount paid out was reached" />
              ) : (
                <p className="text-sm text-slate-600">Not recorded: this loan was disbursed before breakdowns were kept.</p>
              )}
              <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-900">Paid to</h3>
              {disbursal.beneficiary ? (
                <BeneficiaryDetails beneficiary={disbursal.beneficiary} />
              ) : (
                <p className="text-sm text-slate-600">Not recorded: this loan was disbursed before the account paid was kept.</p>
              )}
            </Card>
          )}
          {releases.length > 0 && (
            <Card title="Withheld money">
              <WithheldReleases leadId={loan.lead_id} releases={releases} canRecord={can(actor, "recordReleases")} recordRelease={recordReleaseAction} />
            </Card>
          )}
          {coolingOffExit && (
            <Card title="Cooling-off exit">
              <CoolingOffExitPanel leadId={loan.lead_id} exit={coolingOffExit} canRecord={can(actor, "recordExitReceipts")} recordReceipt={recordExitReceiptAction} />
            </Card>
          )}
          <LoanFiguresCard view={figures} frequency={frequencyOf(loan)} />
          <Card title="Policy decision">
            <PolicyOutcome version={loan.policy.version} rules={loan.policy.rules} />
          </Card>
          <Card title="Evaluation history">
            <PolicyHistory entries={policyHistory} />
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Bank account verification">
            <BankVerificationCard
              leadId={loan.lead_id}
              verification={loan.bank_account_verification}
              verificationId={found.verificationId}
              canRecord={can(actor, "verifyBankAccounts") && found.verificationOpen}
              recordVerification={recordVerificationAction}
            />
          </Card>
          <Card title="Physical NACH">
            <NachPanel
              leadId={loan.lead_id}
              initial={{ mandates, startRefusal, startTerms }}
              canManage={can(actor, "manageMandates")}
              canDownload={can(actor, "downloadMandateDocuments")}
              readNach={loanNachAction}
              startNach={startNachAction}
              uploadScan={uploadScanAction}
            />
          </Card>
          <Card title="Consents">
            <ConsentsList records={loan.consents} />
          </Card>
          <Card title="History">
            <AuditTimeline events={events} />
          </Card>
        </div>
      </div>
      <section aria-labelledby="loan-details" className="mt-6">
        <h2 id="loan-details" className="mb-3 text-lg font-semibold">
          Loan details
        </h2>
        {can(actor, "editLoans") && loan.disbursed && <p className="mb-3 text-sm text-slate-600">This loan has been disbursed; its details can no longer be changed.</p>}
        <LoanDetails loan={loan} leadId={loan.lead_id} etag={found.etag} editable={editable} updateLoan={updateLoanAction} />
      </section>
    </LiveLoan>
  );
}
