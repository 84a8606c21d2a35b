import "server-only";
import { bankResponseSchema, type NachStatusFields } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { presentNachStatus } from "./nach-record";
import type { NachReport } from "@/lib/codes/nach-status";
import { reportNachStatus } from "./report-nach-status";

/** The bank's answer as operations give it (the form, or a row of the bank's file), read as a status report; a bad one refused. */
export function bankReportOf(input: unknown): NachReport {
  const response = parseInput(bankResponseSchema, input, "The bank's response is not valid");
  return response.status === "registered" ? response : { status: "failed", reasonCode: response.reason_code };
}

/**
 * Records the sponsor bank's answer on a mandate, as operations staff read it:
 * registered with its UMRN, or failed with NPCI's reason code. The state machine decides
 * whether the mandate may take it; the partner hears it by webhook.
 */
export async function recordBankResponse({ nachId, partnerId, input, actor, now }: {
  nachId: string;
  partnerId?: string;
  input: unknown;
  actor: string;
  now?: Date;
}): Promise<NachStatusFields> {
  return presentNachStatus(await reportNachStatus({ nachId, partnerId, report: bankReportOf(input), actor, now }));
}
