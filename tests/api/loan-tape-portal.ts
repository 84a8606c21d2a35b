import { waitFor } from "../support/poll";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";

// The portal's loan tape page as a signed-in browser drives it, for the HTTP
// tests and the bench's loan_tape scenario (bench/loan-tape.mts) alike.

export interface TapeUploadEnvelope {
  is_success: boolean;
  data?: { upload_id: string; rows: number };
  error?: { code: string; message: string; details: Record<string, unknown> };
}

export interface TapeRowResult {
  rowNumber: number;
  partnerLoanId: string | null;
  outcome: string;
  leadId: string | null;
  status: string | null;
  rejectionReason: string | null;
  error: { code: string; message: string; fields: { path: string; message: string }[]; details: Record<string, unknown> } | null;
}

export interface TapeProgress {
  upload: { status: string; rowCount: number; processed: number; approved: number; rejected: number; alreadyBooked: number; refused: number };
  rows: TapeRowResult[];
}

/** Posts a file as the portal's upload form does. */
export async function uploadTape(
  client: PortalClient,
  bytes: Uint8Array,
  fileName = "tape.csv",
  origin: string = client.baseUrl,
): Promise<{ status: number; body: TapeUploadEnvelope }> {
  const form = new FormData();
  form.set("file_name", fileName);
  form.set("tape", new Blob([new Uint8Array(bytes)]), fileName);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(`${client.baseUrl}/portal-files/loan-tapes`, { method: "POST", body: form, headers: { cookie, origin } });
  return { status: response.status, body: (await response.json()) as TapeUploadEnvelope };
}

export function tapeProgress(client: PortalClient, uploadId: string): Promise<ActionOutcome> {
  return client.action("/loans/tapes", serverActionId("app/(portal)/loans/tapes/actions.ts", "tapeProgressAction"), [{ uploadId }]);
}

/** Polls the upload's progress, as its page does, until every row has its result. */
export function tapeFinished(client: PortalClient, uploadId: string, { timeoutMs = 30_000, pollMs = 150 } = {}): Promise<TapeProgress> {
  return waitFor(
    async () => {
      const outcome = await tapeProgress(client, uploadId);
      if (!outcome.ok) throw new Error(outcome.error.message);
      const data = outcome.data as TapeProgress;
      return data.upload.status === "done" && data;
    },
    { timeoutMs, intervalMs: pollMs, what: `upload ${uploadId} to finish` },
  );
}
