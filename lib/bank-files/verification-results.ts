import "server-only";
import { indianClockTime, todayInIndia } from "@/lib/calendar/india-day";
import { readSheet } from "@/lib/csv/read-sheet";
import { read } from "@/lib/db/transactions";
import type { BankAccountVerificationRow, LoanRow } from "@/lib/db/tables";
import { dateFromStored } from "@/lib/db/stored-values";
import { AppError } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { answerRefusal, recordVerification } from "@/lib/bank-verification/record-verification";
import { latestVerification } from "@/lib/bank-verification/verification-record";
import { answeredVerification } from "@/lib/bank-verification/verify-account";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { verificationResultSchema, type VerificationResult } from "@/lib/schemas/bank-verification";
import { parseInput } from "@/lib/schemas/parse";
import { applyRows, batches, fileSha256, notThePreviewedFile, problemOf, refusedRow, reportOf, shownRow, unappliedRow, type BankFileReport, type BankFileRow, type RowFacts, type RowProblem } from "./bank-file-rows";
import { VERIFICATION_RESULT_SHEET, verificationResultRows, type VerificationResultRow } from "./verification-result-file";
import { SERVICE_ACTOR } from "@/lib/actors/recorded-actor";

type FoundLoan = Pick<LoanRow, "id" | "partnerId" | "status" | "disbursedAt" | "body" | "loanAccountNumber">;
type Verification = BankAccountVerificationRow;

interface Lookups {
  loansById: Map<string, FoundLoan>;
  loansByAccount: Map<string, FoundLoan>;
  verificationsById: Map<string, Verification>;
  latestOfLoan: Map<string, Verification>;
}

/** The loans and verifications the rows name, in a few queries; scoped to `partnerId` for a partner's staff. */
async function lookUp(rows: readonly VerificationResultRow[], partnerId: string | undefined): Promise<Lookups> {
  const ids = rows.map((row) => row.reference).filter(isUuid);
  const accounts = rows.map((row) => row.reference).filter((reference) => !isUuid(reference));
  return read(async (queries) => {
    const lookups: Lookups = { loansById: new Map(), loansByAccount: new Map(), verificationsById: new Map(), latestOfLoan: new Map() };
    const loans = () => {
      const query = queries.selectFrom("Loan").select(["id", "partnerId", "status", "disbursedAt", "body", "loanAccountNumber"]);
      return partnerId ? query.where("partnerId", "=", partnerId) : query;
    };
    for (const batch of batches(ids)) {
      for (const verification of await queries.selectFrom("BankAccountVerification").selectAll().where("id", "in", batch).execute()) lookups.verificationsById.set(verification.id, verification);
    }
    const loanIds = [...new Set([...lookups.verificationsById.values()].map((verification) => verification.loanId))];
    for (const batch of batches(loanIds)) for (const loan of await loans().where("id", "in", batch).execute()) lookups.loansById.set(loan.id, loan);
    for (const batch of batches(accounts)) {
      for (const loan of await loans().where("loanAccountNumber", "in", batch).execute()) {
        lookups.loansByAccount.set(loan.loanAccountNumber, loan);
        lookups.loansById.set(loan.id, loan);
      }
    }
    for (const batch of batches([...lookups.loansById.keys()])) {
      // Ids are UUID v7, in time order: the last of a loan is its latest verification.
      const verifications = await queries.selectFrom("BankAccountVerification").selectAll().where("loanId", "in", batch).orderBy("id", "asc").execute();
      for (const verification of verifications) lookups.latestOfLoan.set(verification.loanId, verification);
    }
    return lookups;
  });
}

/** The loan a row names and the verification it answers (null: the loan has none, booked before verifications were kept). */
function subjectOf(row: VerificationResultRow, lookups: Lookups): { loan: FoundLoan; answering: Verification | null } | undefined {
  if (isUuid(row.reference)) {
    const verification = lookups.verificationsById.get(row.reference);
    const loan = verification && lookups.loansById.get(verification.loanId);
    return verification && loan ? { loan, answering: verification } : undefined;
  }
  const loan = lookups.loansByAccount.get(row.reference);
  return loan ? { loan, answering: lookups.latestOfLoan.get(loan.id) ?? null } : undefined;
}

const dayOf = (stored: Date | string) => indianClockTime(dateFromStored(stored)).slice(0, 10);

/** The latest verification already records this answer for the account the row answers about. */
function alreadySays(latest: Verification, answering: Verification | null, result: VerificationResult): boolean {
  if (latest.status === "pending" || (answering && latest.accountHash !== answering.accountHash)) return false;
  return result.outcome === "name_at_bank" ? latest.nameAtBank === result.name_at_bank : latest.nameAtBank === null && latest.reason === result.reason;
}

const changeOf = (verdict: Pick<Verification, "nameAtBank" | "nameMatchScore" | "reason">): string =>
  [verdict.nameAtBank && `${verdict.nameAtBank} (score ${verdict.nameMatchScore ?? 0})`, verdict.reason].filter(Boolean).join(", ");

interface Judged {
  shown: BankFileRow;
  apply?: { leadId: string; answering: string | null; input: VerificationResult };
}

/**
 * One row judged as the loan page's form would be (the same input schema,
 * the same refusals, the same matcher's verdict), without writing; plus a
 * second row for one loan, and a result dated before its verification.
 */
function judgeRow(row: VerificationResultRow, lookups: Lookups, today: string, seen: Map<string, number>): Judged {
  const subject = subjectOf(row, lookups);
  if (!subject) {
    const problem: RowProblem = { code: "not_found", message: "No account verification has this reference", fields: [{ path: "reference", message: "names no verification id or loan account number" }] };
    return { shown: refusedRow(row, problem) };
  }
  const { loan, answering } = subject;
  const latest = lookups.latestOfLoan.get(loan.id);
  const found: RowFacts = { ...row, subject: { id: answering?.id ?? loan.id, leadId: loan.id, loanAccountNumber: loan.loanAccountNumber }, from: latest?.status ?? null };
  const refused = (problem: RowProblem): Judged => ({ shown: refusedRow(found, problem) });
  const dateProblem = (message: string): Judged => refused({ code: "validation_error", message: "The row's date does not fit this verification", fields: [{ path: "date", message }] });
  if (row.date > today) return dateProblem(`${row.date} is after today: a result cannot be dated ahead`);
  if (answering && row.date < dayOf(answering.createdAt)) {
    return dateProblem(`${row.date} is before the account was sent for verification (${dayOf(answering.createdAt)}): the result is about an account the loan had before`);
  }
  const earlier = seen.get(loan.id);
  if (earlier !== undefined) return refused({ code: "validation_error", message: `Row ${earlier} of this file already answers this loan's verification`, fields: [{ path: "reference", message: `names the loan row ${earlier} names` }] });
  seen.set(loan.id, row.rowNumber);
  try {
    const result = parseInput(verificationResultSchema, row.answer);
    if (latest && alreadySays(latest, answering, result)) return { shown: shownRow({ ...found, to: latest.status, change: changeOf(latest) }, "already_applied") };
    const body = loanBodyOf(loan);
    const refusal = answerRefusal(loan, body, latest ?? null);
    if (refusal) throw refusal;
    if (answering && latest?.id !== answering.id) {
      throw new AppError("precondition_failed", "The loan's account has changed since this verification was sent to the bank; verify the account now on the loan", {});
    }
    const answer = result.outcome === "name_at_bank" ? { kind: "name" as const, nameAtBank: result.name_at_bank } : { kind: "account_failed" as const, reason: result.reason };
    const verdict = answeredVerification({ loanId: loan.id, loan: body, answer, method: "manual", actor: SERVICE_ACTOR.bankFilePreview, now: new Date() });
    return {
      shown: shownRow({ ...found, to: verdict.status, change: changeOf(verdict) }, "ready"),
      apply: { leadId: loan.id, answering: latest?.id ?? null, input: result },
    };
  } catch (error) {
    if (error instanceof AppError) return refused(problemOf(error));
    throw error;
  }
}

async function judgeFile({ bytes, partnerId, now }: { bytes: Uint8Array; partnerId?: string; now: Date }) {
  const sheet = await readSheet(VERIFICATION_RESULT_SHEET, bytes);
  const { rows, ignored } = verificationResultRows(sheet);
  if (rows.length === 0) throw new AppError("validation_error", "The file has no results", { fields: [{ path: "file", message: "has a header but no rows under it" }] });
  const readable = rows.filter((row): row is VerificationResultRow => "answer" in row);
  const lookups = await lookUp(readable, partnerId);
  const today = todayInIndia(now);
  const seen = new Map<string, number>();
  const judged = rows.map((row): Judged => ("answer" in row ? judgeRow(row, lookups, today, seen) : { shown: refusedRow(row, row) }));
  return { sha256: fileSha256(bytes), format: sheet.format, ignoredColumns: ignored, judged };
}

/** What a bank's file of account verification results would change (docs/bank-files.md); nothing is written. */
export async function previewVerificationResults({ bytes, partnerId, now = new Date() }: { bytes: Uint8Array; partnerId?: string; now?: Date }): Promise<BankFileReport> {
  const { judged, ...file } = await judgeFile({ bytes, partnerId, now });
  return reportOf({ ...file, rows: judged.map((one) => one.shown) });
}

/** A row the operation refused: `already_applied` when the loan's latest verification now records the row's answer (another upload got there first). */
async function refusalOf(error: unknown, apply: NonNullable<Judged["apply"]>, shown: BankFileRow): Promise<BankFileRow> {
  if (error instanceof AppError && error.code === "invalid_transition") {
    const latest = await read((queries) => latestVerification(queries, apply.leadId));
    if (latest && alreadySays(latest, null, apply.input)) return { ...shown, to: latest.status, change: changeOf(latest), outcome: "already_applied" };
  }
  return unappliedRow(shown, error, { leadId: apply.leadId });
}

/**
 * Applies a previewed results file: each row that would change its loan's
 * verification goes through the loan page's operation (recordVerification),
 * in its own transaction, answering the verification the preview judged it
 * against; a row already recorded is reported and not applied again.
 */
export async function applyVerificationResults({ bytes, previewed, partnerId, actor }: { bytes: Uint8Array; previewed: string; partnerId?: string; actor: string }): Promise<BankFileReport> {
  const { judged, ...file } = await judgeFile({ bytes, partnerId, now: new Date() });
  if (file.sha256 !== previewed) throw notThePreviewedFile();
  const rows = await applyRows({
    judged,
    applyOne: (apply) => recordVerification({ leadId: apply.leadId, answering: apply.answering, input: apply.input, actor }),
    refused: refusalOf,
  });
  return reportOf({ ...file, rows });
}
