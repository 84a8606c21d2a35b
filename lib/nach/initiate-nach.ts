import "server-only";
import { unverifiedAccount, unverifiedWords } from "@/lib/bank-verification/verified-account";
import { changeTogether, type Queries } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/config/env";
import { lenderConfig } from "@/lib/config/lender";
import { newId } from "@/lib/ids/ids";
import { eventRows } from "@/lib/loan-records/audit";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import { ifscBank } from "@/lib/codes/ifsc-bank";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { todayInIndia } from "@/lib/calendar/india-day";
import { nachInitiateRequestSchema, type NachInitiated } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { accountRejectedMandates, rejectedAccount } from "./account-rejection";
import { mandateSnapshot, sealMandate } from "./mandate-snapshot";
import { mandateTerms } from "./mandate-terms";
import { nachFormPath, nachStatusOf, presentNachStatus, type NachRecord } from "./nach-record";
import { latestMandateStatusUpdate } from "./latest-mandate-status";
import { wakeSandboxBank } from "./sandbox-schedule";
import { nachStartRefusal } from "./start-refusal";

const alreadyActive = () =>
  new AppError("nach_already_active", "The loan already has a physical NACH mandate that is initiated or registered");

/**
 * Contract v3 section 8: a mandate debits only the account the loan's latest
 * verification verified (its first account number, with the IFSC), else 422
 * account_not_verified.
 */
async function assertVerifiedAccount(queries: Queries, loanId: string, acNumber: string, ifscCode: string): Promise<void> {
  const unverified = await unverifiedAccount(queries, loanId, { acNumber, ifscCode });
  if (!unverified) return;
  throw new AppError("account_not_verified", `The mandate's account is not verified (${unverifiedWords(unverified)}); a mandate takes only the verified account`, { ...unverified });
}

/**
 * Starts a physical NACH mandate for an Approved loan's bank account, refused
 * for the reasons `nachStartRefusal` gives (which the portal shows too; an
 * account NPCI rejected among them, judged with the account and signatories
 * the mandate would take), then for the terms and whether they collect the
 * schedule (lib/nach/mandate-terms.ts), then for an account not verified. The form's every value is fixed
 * now, as the mandate's snapshot. At most one mandate per loan is initiated
 * or registered; the unique `activeLoanId` holds that even against
 * concurrent calls. The loan is read under its write lock, as updates read
 * it, so an update cannot slip between this read and the mandate: whichever
 * comes second sees the other (lib/loans/update-loan.ts). Initiation sends
 * no webhook.
 */
export async function initiateNach({ partnerId, input, actor, now = new Date() }: {
  partnerId: string;
  input: unknown;
  actor: string;
  now?: Date;
}): Promise<NachInitiated> {
  const { lead_id: leadId, ...request } = parseInput(nachInitiateRequestSchema, input);
  const { LOANDESK_MODE, NACH_SANDBOX_DELAY_MS } = env();
  const mandateDate = todayInIndia(now);
  try {
    const initiated = await changeLockedLoan(partnerId, leadId, async (queries, loan) => {
      const body = loanBodyOf(loan);
      const bank = ifscBank(body.bank_account.ifsc_code);
      const active = await queries.selectFrom("PhysicalNach").select("status").where("activeLoanId", "=", loan.id).executeTakeFirst();
      const intended = {
        acNumber: request.ac_number ?? body.bank_account.ac_number[0] ?? "",
        ifscCode: body.bank_account.ifsc_code,
        acName: body.bank_account.ac_name,
        signatories: request.signatories ?? [body.bank_account.ac_name],
      };
      const refusal = nachStartRefusal({
        loanStatus: loan.status,
        exited: loan.exitedAt !== null,
        nachType: body.bank_account.nach_type,
        activeStatus: active ? nachStatusOf(active) : null,
        rejectedAccount: rejectedAccount(await accountRejectedMandates(queries, loan.id), intended),
        bank,
      });
      if (refusal || !bank) throw refusal ?? new Error("nachStartRefusal let a bank the IFSC data does not know through");
      const lender = lenderConfig();
      const terms = mandateTerms({ loan: body, request, today: mandateDate, category: lender.nachCategory });
      await assertVerifiedAccount(queries, loan.id, terms.ac_number, body.bank_account.ifsc_code);
      const mandate = mandateSnapshot({
        loan: body,
        loanAccountNumber: loan.loanAccountNumber,
        terms,
        bankName: bank.name,
        lender,
        mandateDate,
      });
      const id = newId();
      const nach: NachRecord = {
        id,
        partnerId,
        loanId: loan.id,
        status: "initiated",
        umrn: null,
        failureCode: null,
        failureReason: null,
        activeLoanId: loan.id,
        sandboxSettleAt: LOANDESK_MODE === "demo" ? new Date(now.getTime() + NACH_SANDBOX_DELAY_MS) : null,
        mandate: sealMandate(id, mandate),
        createdAt: now,
        updatedAt: now,
      };
      await changeTogether(queries, [
        queries.insertInto("PhysicalNach").values(nach),
        latestMandateStatusUpdate(queries, nach, "initiated"),
        queries.insertInto("LoanEvent").values(eventRows([{ loanId: loan.id, partnerId, actor, type: "nach_initiated", data: { physical_nach_id: nach.id } }])),
      ]);
      return { ...presentNachStatus(nach), mandate, lead_id: loan.id, nach_pdf_url: nachFormPath(nach.id) };
    });
    wakeSandboxBank();
    return initiated;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyActive();
    throw error;
  }
}
