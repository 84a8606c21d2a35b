import "server-only";
import { compiledOnce } from "@/lib/db/compiled";
import { lockKey } from "@/lib/db/locks";
import { changeTogether, read, write, writeOneStatement, type AnyChange, type Queries } from "@/lib/db/transactions";
import { fromJsonText, jsonRow, type JsonText } from "@/lib/db/sql-functions";
import { sql } from "kysely";
import type { CoApplicantRow, ConsentRow, LoanAgreementRow, LoanEventRow, LoanRow, NewBankAccountVerification, PhysicalNachRow } from "@/lib/db/tables";
import { dateFromStored } from "@/lib/db/stored-values";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import type { StoredVerification } from "@/lib/bank-verification/verification-record";
import type { ActiveMandate } from "@/lib/nach/mandate-guard";
import type { BookingConsents, Exposure } from "@/lib/policy/policy-rule";
import { getBookingConsents } from "./consent-records";
import { nameTokenRows } from "./name-tokens";
import { getExposure, type ExposureQuery } from "@/lib/loan-records/exposure";
import { changeLockedLoan, loanRecordOf, selectLoan } from "@/lib/loan-records/find-loan";
import type { StoredCoolingOffExit } from "./present-cooling-off-exit";
import type { PolicyEvaluationRow } from "@/lib/loan-records/policy-evaluations";
import { kfsIssueContext, type KfsIssueContext } from "@/lib/kfs/issue-on-change";
import type { NewKfsVersionRow } from "@/lib/kfs/kfs-versions";
import { statusOf, type LoanRecord } from "@/lib/loan-records/loan-record";
import { kfsIssuedEvent } from "@/lib/kfs/kfs-events";
import { notifyDeliveryWorkers } from "@/lib/webhooks/delivery-wakeup";
import { queueEvent, type QueuedEvent } from "@/lib/webhooks/outbox";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";

/**
 * Storage for the partner API's busiest operations (book, read, update),
 * each in as few statements as it allows (docs/performance.md). The domain
 * modules decide; these only store.
 */

export type NewLoanRow = Omit<LoanRow, "version" | "disbursedAt" | "exitedAt" | "nachStatus">;

export interface NewLoan {
  loan: NewLoanRow;
  coApplicants: CoApplicantRow[];
  /** The consents sent with the booking (lib/loans/consent-records.ts). */
  consents: ConsentRow[];
  events: LoanEventRow[];
  /** The booking's evaluation with its inputs (lib/loan-records/policy-evaluations.ts). */
  evaluation: PolicyEvaluationRow;
  /** An Approved loan's first KFS version, when it has a principal tranche (lib/kfs/issue-on-change.ts). */
  kfsVersion: NewKfsVersionRow | null;
  /** The verification of the account it pays into, for an Approved loan (lib/bank-verification). */
  verification: NewBankAccountVerification | null;
}

export interface LoanChange {
  /** Encrypted (sealLoanBody). */
  body: string;
  panHash: string | null;
  loanAmount: number;
  maturesOn: string | null;
  /** The evaluation, JSON: the stored one, or the new one when the change re-ran the policy. */
  policy: string;
  policyVersion: string;
  /** The new co-applicant rows, or null when they stay as they are. */
  coApplicants: CoApplicantRow[] | null;
  events: LoanEventRow[];
  /** The new evaluation with its inputs when the change re-ran the policy, else null. */
  evaluation: PolicyEvaluationRow | null;
  /** The KFS version the change issues when it changes the terms hash, else null. */
  kfsVersion: NewKfsVersionRow | null;
  /** A new verification when the change gave the loan another account to pay into, else null. */
  verification: NewBankAccountVerification | null;
}

/**
 * Decides a booking from the customer's other live loans (null when the
 * loan has no PAN to find them by), read in the same write transaction.
 */
export type DecideBooking = (exposure: Exposure | null) => NewLoan;

/**
 * Decides an update from the loan as it stands, its mandate that is
 * initiated or registered (read after the loan, under its lock, so an
 * initiation either committed before or waits until after) and what else
 * it needs, each read only when needed; or throws to refuse it.
 */
export type DecideChange = (record: LoanRecord, context: ChangeContext) => LoanChange;

/** What an update is decided on beside the loan as it stands. */
export interface ChangeContext {
  /** The customer's other live loans, when `exposureFor` asked for them. */
  exposure: Exposure | null;
  activeMandate: ActiveMandate | null;
  /** The booking's consents, when `consentsFor` asked for them. */
  bookingConsents: BookingConsents | null;
  /** For an Approved loan not yet disbursed, what issuing a KFS version needs. */
  kfs: KfsIssueContext | null;
}

/** The exposure an update needs read for the loan as it stands, or null for none. */
export type ExposureFor = (record: LoanRecord) => ExposureQuery | null;

/** Whether an update needs the booking's consents read: only one that may re-run the policy does. */
export type ConsentsFor = (record: LoanRecord) => boolean;

export interface LoanWithNach {
  record: LoanRecord;
  /** The loan's latest mandate, as much of it as the read shows (its snapshot still encrypted). */
  nach: Pick<PhysicalNachRow, "id" | "status" | "umrn" | "mandate"> | null;
  /** The borrower's cooling-off exit, if one was requested. */
  coolingOffExit: StoredCoolingOffExit | null;
  /** The loan's latest bank-account verification, as much of it as the read shows. */
  verification: StoredVerification | null;
  /** The loan's agreement record, once one was posted. */
  agreement: LoanAgreementRow | null;
}

const VERIFICATION_SHOWN = [
  "BankAccountVerification.status",
  "BankAccountVerification.acNumberMasked",
  "BankAccountVerification.accountHash",
  "BankAccountVerification.nameAtBank",
  "BankAccountVerification.nameMatchScore",
  "BankAccountVerification.reason",
  "BankAccountVerification.method",
] as const;

// The name never changes after booking (contract section 6: customer_identifier_immutable), so its words are written here only.
const loanInserts = (queries: Queries, { loan, coApplicants, consents, events, evaluation, kfsVersion, verification }: NewLoan) => [
  queries.insertInto("Loan").values(loan),
  ...(nameTokenRows(loan).length > 0 ? [queries.insertInto("LoanNameToken").values(nameTokenRows(loan))] : []),
  ...(coApplicants.length > 0 ? [queries.insertInto("CoApplicant").values(coApplicants)] : []),
  ...(consents.length > 0 ? [queries.insertInto("Consent").values(consents)] : []),
  ...(events.length > 0 ? [queries.insertInto("LoanEvent").values(events)] : []),
  queries.insertInto("PolicyEvaluation").values(evaluation),
  ...(kfsVersion ? [queries.insertInto("KfsVersion").values(kfsVersion)] : []),
  ...(verification ? [queries.insertInto("BankAccountVerification").values(verification)] : []),
];

/**
 * Bookings and amount changes of one PAN take turns between their count and
 * their write. The locks are statements of their own before the count: under
 * READ COMMITTED the count then sees whatever the previous holder committed.
 * The PAN is locked under its hash by every configured key, in one order:
 * during a data key rotation instances run with different current keys but
 * always share one key (README, "Rotating the data key"), so any two of them
 * meet on that key's lock instead of each taking its own.
 */
async function lockedExposure(queries: Queries, query: ExposureQuery, excludeLoanId: string | null): Promise<Exposure> {
  for (const hash of [...query.hashes].sort()) await lockKey(queries, hash);
  return getExposure(queries, query, excludeLoanId);
}

/**
 * Stores the booking `decide` makes, with its co-applicants, events and
 * stored evaluation, all or nothing. Without a PAN there is nothing to count or lock: one
 * statement. With one, the PAN's live loans are read in the same write
 * transaction, serialized with every other booking and update of that PAN,
 * so two bookings can never both pass under the limit. Returns the rows stored.
 */
export async function insertLoan(exposure: ExposureQuery | null, decide: DecideBooking): Promise<NewLoan> {
  const { rows, delivered } =
    exposure === null
      ? await storeBooking(decide(null))
      : await write(async (queries) => {
          const decided = decide(await lockedExposure(queries, exposure, null));
          return { rows: decided, delivered: await storeWithEvent(queries, loanInserts(queries, decided), await bookingEvent(queries, decided)) };
        });
  if (delivered) wakeDeliveryWorker();
  return rows;
}

/** A booking without a PAN to count: one statement, unless its KFS version's event must be queued with it. */
async function storeBooking(rows: NewLoan): Promise<{ rows: NewLoan; delivered: boolean }> {
  if (!rows.kfsVersion) {
    await writeOneStatement((queries) => changeTogether(queries, loanInserts(queries, rows)));
    return { rows, delivered: false };
  }
  return { rows, delivered: await write(async (queries) => storeWithEvent(queries, loanInserts(queries, rows), await bookingEvent(queries, rows))) };
}

/** A booking's `kfs.issued` event, when it issues a KFS version. */
const bookingEvent = (queries: Queries, { loan, kfsVersion }: NewLoan): Promise<QueuedEvent | null> =>
  kfsVersion ? queueEvent(queries, kfsIssuedEvent(loan, kfsVersion, "booking"), loan.createdAt) : Promise.resolve(null);

/**
 * The change's inserts and its event's in one statement on PostgreSQL, and
 * the delivery workers told when the event goes to an endpoint. Returns
 * whether it does: only then is this process's worker woken after the
 * commit, since each wake costs the database a claim and a due-time query
 * (a partner without endpoints would pay them on every booking).
 */
async function storeWithEvent(queries: Queries, inserts: AnyChange[], event: QueuedEvent | null): Promise<boolean> {
  await changeTogether(queries, [...inserts, ...(event?.inserts ?? [])]);
  if (!event?.delivered) return false;
  await notifyDeliveryWorkers(queries);
  return true;
}

const loanWithLatestNach = compiledOnce(["partnerId", "leadId"], (queries, { partnerId, leadId }) =>
  selectLoan(queries, partnerId, leadId)
    .select((eb) =>
      jsonRow(
        eb
          .selectFrom("PhysicalNach")
          .select(["PhysicalNach.id", "PhysicalNach.status", "PhysicalNach.umrn", "PhysicalNach.mandate"])
          .whereRef("PhysicalNach.loanId", "=", "Loan.id")
          .orderBy("PhysicalNach.id", "desc")
          .limit(1),
      ).as("latestNachJson"),
    )
    .select((eb) =>
      jsonRow(
        eb
          .selectFrom("CoolingOffExit")
          .select(["state", "days", "apr", "principal", "interest", "amountDue", "payBy", "receivedAmount", "transactionId"])
          // Times cross JSON as the stored text (dateFromStored reads it).
          .select([sql.ref<string>("CoolingOffExit.requestedAt").as("requestedAt"), sql.ref<string | null>("CoolingOffExit.receivedAt").as("receivedAt")])
          .whereRef("CoolingOffExit.id", "=", "Loan.id"),
      ).as("coolingOffExitJson"),
    )
    .select((eb) =>
      jsonRow(
        eb
          .selectFrom("BankAccountVerification")
          .select(VERIFICATION_SHOWN)
          // In JSON a time is its stored text (lib/db/stored-values.ts reads it back).
          .select((inner) => inner.ref("BankAccountVerification.verifiedAt").$castTo<string | null>().as("verifiedAt"))
          .whereRef("BankAccountVerification.loanId", "=", "Loan.id")
          .orderBy("BankAccountVerification.id", "desc")
          .limit(1),
      ).as("verificationJson"),
    )
    .select((eb) =>
      jsonRow(
        eb
          .selectFrom("LoanAgreement")
          .select(["LoanAgreement.id", "signatureType", "documentSha256", "reference", "kfsId"])
          .select([sql.ref<string>("LoanAgreement.executedAt").as("executedAt"), sql.ref<string>("LoanAgreement.recordedAt").as("recordedAt")])
          .whereRef("LoanAgreement.id", "=", "Loan.id"),
      ).as("agreementJson"),
    ),
);

type ExitColumns = "state" | "days" | "apr" | "principal" | "interest" | "amountDue" | "payBy" | "receivedAmount" | "transactionId" | "requestedAt" | "receivedAt";

function storedExit(json: JsonText<Record<ExitColumns, string | number | null>>): StoredCoolingOffExit {
  const exit = fromJsonText(json) as Omit<StoredCoolingOffExit, "requestedAt" | "receivedAt"> & { requestedAt: string; receivedAt: string | null };
  return { ...exit, requestedAt: dateFromStored(exit.requestedAt), receivedAt: exit.receivedAt === null ? null : dateFromStored(exit.receivedAt) };
}

function storedAgreement(json: JsonText<Record<keyof LoanAgreementRow, string | number | null>>): LoanAgreementRow {
  const row = fromJsonText(json) as Omit<LoanAgreementRow, "executedAt" | "recordedAt"> & { executedAt: string; recordedAt: string };
  return { ...row, executedAt: dateFromStored(row.executedAt), recordedAt: dateFromStored(row.recordedAt) };
}

/** A partner's loan with what its read shows beside it (latest mandate, cooling-off exit, verification, agreement), read together in one statement. */
export async function getLoanWithLatestNach(partnerId: string, leadId: string): Promise<LoanWithNach> {
  if (!isUuid(leadId)) throw notFound("Loan");
  const [row] = await read((queries) => loanWithLatestNach(queries, { partnerId, leadId }));
  if (!row) throw notFound("Loan");
  const { latestNachJson, coolingOffExitJson, verificationJson, agreementJson, ...loan } = row;
  return {
    record: loanRecordOf(loan),
    nach: latestNachJson === null ? null : fromJsonText(latestNachJson),
    coolingOffExit: coolingOffExitJson === null ? null : storedExit(coolingOffExitJson),
    verification: verificationJson === null ? null : fromJsonText(verificationJson),
    agreement: agreementJson === null ? null : storedAgreement(agreementJson),
  };
}

/** The loan's columns a change writes. */
const changedColumns = ({ body, panHash, loanAmount, maturesOn, policy, policyVersion }: LoanChange) => ({
  body,
  panHash,
  loanAmount,
  maturesOn,
  policy,
  policyVersion,
});

/** The loan as the UPDATE and `change` leave it, without reading it again. */
function changedRecord(record: LoanRecord, change: LoanChange, now: Date): LoanRecord {
  return {
    ...record,
    ...changedColumns(change),
    version: record.version + 1,
    updatedAt: now,
    coApplicants: change.coApplicants ?? record.coApplicants,
  };
}

/**
 * Applies the change `decide` makes of the loan as it stands. The row lock
 * (changeLockedLoan) makes other writers of the loan wait, so what
 * `decide` sees is what is written over. When `exposureFor` asks, the PAN's
 * other live loans (this one excluded) are read after the loan, under the
 * same PAN lock as bookings. A KFS version the change issues has its
 * `kfs.issued` event queued with it. Returns the loan as written.
 */
export async function changeLoan(partnerId: string, leadId: string, decide: DecideChange, exposureFor: ExposureFor = () => null, consentsFor: ConsentsFor = () => false): Promise<LoanRecord> {
  const changed = await changeLockedLoan(partnerId, leadId, async (queries, record) => {
    // A statement of its own after the lock: under READ COMMITTED it sees a mandate an initiation committed while this waited.
    const active = await queries.selectFrom("PhysicalNach").select(["id", "status", "mandate"]).where("activeLoanId", "=", record.id).executeTakeFirst();
    const query = exposureFor(record);
    const exposure = query === null ? null : await lockedExposure(queries, query, record.id);
    const change = decide(record, {
      exposure,
      activeMandate: active ?? null,
      bookingConsents: consentsFor(record) ? await getBookingConsents(queries, record) : null,
      kfs: statusOf(record) === "Approved" && !record.disbursedAt ? await kfsIssueContext(queries, record) : null,
    });
    const now = new Date();
    // A co-applicant kept keeps its id, so its old row must be gone, in a statement of its own, before the new one goes in.
    if (change.coApplicants) await queries.deleteFrom("CoApplicant").where("loanId", "=", record.id).execute();
    const update = queries
      .updateTable("Loan")
      .set((eb) => ({
        ...changedColumns(change),
        version: eb("version", "+", 1),
        updatedAt: now,
      }))
      .where("id", "=", record.id);
    const coApplicants = change.coApplicants ?? [];
    const event = change.kfsVersion ? await queueEvent(queries, kfsIssuedEvent(record, change.kfsVersion, "update"), now) : null;
    const delivered = await storeWithEvent(queries, [
      update,
      ...(coApplicants.length > 0 ? [queries.insertInto("CoApplicant").values(coApplicants)] : []),
      ...(change.events.length > 0 ? [queries.insertInto("LoanEvent").values(change.events)] : []),
      ...(change.evaluation ? [queries.insertInto("PolicyEvaluation").values(change.evaluation)] : []),
      ...(change.kfsVersion ? [queries.insertInto("KfsVersion").values(change.kfsVersion)] : []),
      ...(change.verification ? [queries.insertInto("BankAccountVerification").values(change.verification)] : []),
    ], event);
    return { record: changedRecord(record, change, now), delivered };
  });
  if (changed.delivered) wakeDeliveryWorker();
  return changed.record;
}
