import { createHash } from "node:crypto";
import { read } from "@/lib/db/client";
import { renderMandateForm } from "./mandate-form-pdf";
import { findPartnerNach, snapshotOf } from "./nach-record";

export interface MandateForm {
  pdf: Uint8Array;
  /** Strong: a hash of the bytes, which depend only on the stored snapshot. */
  etag: string;
}

/**
 * A partner's mandate form, rendered from the snapshot stored at initiation
 * and never from the loan, so every fetch gives the same bytes, also after
 * the loan is updated.
 */
export async function mandateForm({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<MandateForm> {
  const nach = await read((tx) => findPartnerNach(tx, partnerId, nachId));
  const pdf = await renderMandateForm({ nachId: nach.id, mandate: snapshotOf(nach) });
  return { pdf, etag: `"${createHash("sha256").update(pdf).digest("base64url")}"` };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for this header). */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
