import "server-only";
import { LOAN_TAPE_ROW_INPUT, openText } from "@/lib/crypto/sealed-columns";
import { read, write, writeOneStatement } from "@/lib/db/transactions";
import { bookTapeRow, type TapeRowResult } from "./book-tape-row";

/** Rows booked per run of the loop, between which the upload's lease is renewed and other work gets a turn. */
const ROWS_PER_RUN = 25;
/** How long a worker holds an upload without renewing: far beyond a run of ROWS_PER_RUN bookings. */
const LEASE_MS = 2 * 60 * 1000;

interface ClaimedUpload {
  id: string;
  partnerId: string;
  actor: string;
}

/**
 * The oldest upload with rows still to book, leased to this worker: one
 * worker books an upload at a time (on PostgreSQL several servers run this
 * loop), and a worker that dies leaves it to be taken over once the lease
 * ends. A row booked twice that way is still booked once (./book-tape-row.ts).
 */
async function claimUpload(workerId: string, now: Date): Promise<ClaimedUpload | null> {
  const candidate = await read((queries) =>
    queries
      .selectFrom("LoanTapeUpload")
      .select("id")
      .where("status", "in", ["queued", "processing"])
      .where((where) => where.or([where("leaseUntil", "is", null), where("leaseUntil", "<", now), where("leaseOwner", "=", workerId)]))
      .orderBy("id")
      .limit(1)
      .executeTakeFirst(),
  );
  if (!candidate) return null;
  const claimed = await writeOneStatement((queries) =>
    queries
      .updateTable("LoanTapeUpload")
      .set({ status: "processing", leaseOwner: workerId, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where("id", "=", candidate.id)
      .where("status", "in", ["queued", "processing"])
      .where((where) => where.or([where("leaseUntil", "is", null), where("leaseUntil", "<", now), where("leaseOwner", "=", workerId)]))
      .returning(["id", "partnerId", "actor"])
      .executeTakeFirst(),
  );
  return claimed ?? null;
}

const COUNTER = { Approved: "approvedCount", Rejected: "rejectedCount" } as const;

function counterOf(result: TapeRowResult) {
  if (result.outcome === "refused") return "refusedCount" as const;
  if (result.outcome === "already_booked") return "alreadyBookedCount" as const;
  return COUNTER[result.booking.status];
}

/**
 * Records a row's result and counts it on the upload, in one transaction;
 * a row another worker already recorded is left as it is and not counted
 * twice. The row's body is deleted with it: the loan keeps its own copy.
 */
async function recordResult(uploadId: string, rowId: string, result: TapeRowResult, now: Date): Promise<void> {
  const outcome =
    result.outcome === "refused"
      ? { errorCode: result.refusal.code, errorMessage: result.refusal.message, errorDetails: JSON.stringify(result.refusal.details) }
      : {
          leadId: result.booking.lead_id,
          loanAccountNumber: result.booking.loan_account_number,
          status: result.booking.status,
          rejectionReason: result.booking.rejection_reason ?? null,
        };
  const counter = counterOf(result);
  await write(async (queries) => {
    const changed = await queries
      .updateTable("LoanTapeRow")
      .set({ ...outcome, outcome: result.outcome, input: null, processedAt: now })
      .where("id", "=", rowId)
      .where("outcome", "=", "pending")
      .executeTakeFirst();
    if (changed.numUpdatedRows !== BigInt(1)) return;
    await queries
      .updateTable("LoanTapeUpload")
      .set((eb) => ({ [counter]: eb(counter, "+", 1) }))
      .where("id", "=", uploadId)
      .execute();
  });
}

async function finish(uploadId: string, now: Date): Promise<void> {
  await writeOneStatement((queries) =>
    queries
      .updateTable("LoanTapeUpload")
      .set({ status: "done", finishedAt: now, leaseOwner: null, leaseUntil: null })
      .where("id", "=", uploadId)
      .where("status", "=", "processing")
      .where((where) => where.not(where.exists(where.selectFrom("LoanTapeRow").select("id").where("uploadId", "=", uploadId).where("outcome", "=", "pending"))))
      .execute(),
  );
}

/**
 * One run of the tape loop: books the next rows of the oldest upload in
 * row order, each through the API's booking, and records each result as it
 * comes, so the portal's progress moves row by row. Returns how many rows it
 * booked (more than 0: the loop runs again at once).
 */
export async function bookPendingTapeRows({ workerId, now = () => new Date() }: { workerId: string; now?: () => Date }): Promise<number> {
  const upload = await claimUpload(workerId, now());
  if (!upload) return 0;
  const rows = await read((queries) =>
    queries
      .selectFrom("LoanTapeRow")
      .select(["id", "input"])
      .where("uploadId", "=", upload.id)
      .where("outcome", "=", "pending")
      .orderBy("rowNumber")
      .limit(ROWS_PER_RUN)
      .execute(),
  );
  for (const row of rows) {
    // Only the upload writes a pending row, always with its body.
    const input: unknown = row.input === null ? {} : JSON.parse(openText(LOAN_TAPE_ROW_INPUT, row.id, row.input));
    const result = await bookTapeRow({ partnerId: upload.partnerId, actor: upload.actor, input });
    await recordResult(upload.id, row.id, result, now());
  }
  if (rows.length < ROWS_PER_RUN) await finish(upload.id, now());
  // A finished upload counts as work done, so the loop looks at once for the next one.
  return rows.length + (rows.length < ROWS_PER_RUN ? 1 : 0);
}
