import { todayInIndia } from "@/lib/calendar/india-day";
import { CONSENT_EVIDENCE, openText, sealText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import type { ConsentRow } from "@/lib/db/tables";
import { newId } from "@/lib/ids/ids";
import type { BookingConsents } from "@/lib/policy/policy-rule";
import type { ConsentGiven, ConsentPurpose, ConsentRevoked, StoredConsent } from "@/lib/schemas/consents";

/**
 * The Consent table (contract v3 section 12): one row per consent and per
 * revocation, written once and never changed, so the history is whole.
 * The evidence (IP address, form number) is sealed under the row's id.
 */

export type ConsentSource = StoredConsent["source"];

type Evidence = Pick<ConsentGiven, "ip" | "reference">;

/** The rows of consents and revocations recorded together at `now`, in the order sent (consents first). */
export function consentRows({
  loanId,
  consents = [],
  revocations = [],
  source,
  now,
}: {
  loanId: string;
  consents?: readonly ConsentGiven[];
  revocations?: readonly ConsentRevoked[];
  source: ConsentSource;
  now: Date;
}): ConsentRow[] {
  const given = consents.map((consent): ConsentRow => {
    const id = newId();
    const evidence: Evidence = { ...(consent.ip ? { ip: consent.ip } : {}), ...(consent.reference ? { reference: consent.reference } : {}) };
    return {
      id,
      loanId,
      purpose: consent.purpose,
      action: "given",
      at: new Date(consent.given_at),
      textVersion: consent.text_version,
      channel: consent.channel,
      evidence: sealText(CONSENT_EVIDENCE, id, JSON.stringify(evidence)),
      source,
      recordedAt: now,
    };
  });
  const revoked = revocations.map(
    (revocation): ConsentRow => ({
      id: newId(),
      loanId,
      purpose: revocation.purpose,
      action: "revoked",
      at: new Date(revocation.revoked_at),
      textVersion: null,
      channel: null,
      evidence: null,
      source,
      recordedAt: now,
    }),
  );
  return [...given, ...revoked];
}

// Only consentRows writes these columns, from values the consent schemas validated.
const purposeOf = (row: ConsentRow) => row.purpose as ConsentPurpose;

/** A row as partners read it: its evidence opened, its times in UTC. */
export function storedConsentOf(row: ConsentRow): StoredConsent {
  const recorded = { recorded_at: row.recordedAt.toISOString(), source: row.source as ConsentSource };
  if (row.action === "revoked") return { type: "revocation", purpose: purposeOf(row), revoked_at: row.at.toISOString(), ...recorded };
  const evidence = row.evidence === null ? {} : (JSON.parse(openText(CONSENT_EVIDENCE, row.id, row.evidence)) as Evidence);
  return {
    type: "consent",
    purpose: purposeOf(row),
    given_at: row.at.toISOString(),
    text_version: row.textVersion ?? "",
    channel: (row.channel ?? "paper") as Extract<StoredConsent, { type: "consent" }>["channel"],
    ...evidence,
    ...recorded,
  };
}

/** Every row of a loan, oldest first: ids are time-ordered, so they keep the order of rows recorded together. */
export const consentRowsOf = (queries: Queries, loanId: string): Promise<ConsentRow[]> =>
  queries.selectFrom("Consent").selectAll().where("loanId", "=", loanId).orderBy("recordedAt").orderBy("id").execute();

/** A loan's consents and revocations as partners read them, oldest first. */
export async function listConsents(queries: Queries, loanId: string): Promise<StoredConsent[]> {
  return (await consentRowsOf(queries, loanId)).map(storedConsentOf);
}

/** What the policy's `consent` rule reads: the consents sent with the booking, and the booking's IST date. */
export function bookingConsentsOf(rows: readonly Pick<ConsentRow, "purpose" | "action" | "at" | "source">[], bookedAt: Date): BookingConsents {
  return {
    bookedOn: todayInIndia(bookedAt),
    given: rows.filter((row) => row.source === "booking" && row.action === "given").map((row) => ({ purpose: row.purpose, given_at: row.at.toISOString() })),
  };
}

/** The booking's consents of a stored loan, read in the transaction of an update that re-runs the policy. */
export async function getBookingConsents(queries: Queries, loan: { id: string; createdAt: Date }): Promise<BookingConsents> {
  const rows = await queries
    .selectFrom("Consent")
    .select(["purpose", "action", "at", "source"])
    .where("loanId", "=", loan.id)
    .where("source", "=", "booking")
    .orderBy("id")
    .execute();
  return bookingConsentsOf(rows, loan.createdAt);
}
