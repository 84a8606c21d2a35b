import "server-only";
import type { Queries } from "@/lib/db/transactions";
import type { LoanRecord } from "@/lib/loan-records/loan-record";
import { currentTerms } from "./current-version";
import { acceptedVersionOf, type StoredVersion } from "./kfs-versions";

// The disbursal asks three times (its two refusals and the freeze) inside one
// transaction that holds the loan's lock, for the same locked record.
const found = new WeakMap<LoanRecord, Promise<StoredVersion | null>>();

/**
 * The accepted version whose terms hash is the loan's as it stands (contract
 * v3 section 12), or null: what the disbursal needs, freezes, and what the
 * agreement must follow. 409 `disbursal_date_missing` for a loan without a
 * principal tranche, which has no statement to accept.
 */
export function acceptedCurrentVersion(queries: Queries, record: LoanRecord): Promise<StoredVersion | null> {
  const known = found.get(record);
  if (known) return known;
  const pending = currentTerms(queries, record).then(({ hash }) => acceptedVersionOf(queries, record.id, hash));
  found.set(record, pending);
  return pending;
}
