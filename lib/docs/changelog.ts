/** The contract version the API implements (/work/shared/contract.md, "LoanDesk API contract (v3)"). */
export const CONTRACT_VERSION = 3;

/** How many days ahead a breaking change or a removal is announced (docs/decisions/0181-versioning-policy.md). */
export const DEPRECATION_NOTICE_DAYS = 90;

export interface ChangelogEntry {
  version: string;
  title: string;
  changes: string[];
}

/** The API's changes by contract version, newest first. */
export const CHANGELOG: ChangelogEntry[] = [
  {
    version: "v3",
    title: "The borrower's record",
    changes: [
      "Bookings carry the borrower's consents (`bureau_pull` and `data_processing`, at most 90 days old); POST .../consents/ records more and revocations.",
      "Key Facts Statement versions are issued with the terms and accepted with evidence (POST .../kfs/acceptance/); the agreement is a record of its own (POST .../agreement/).",
      "The account a loan pays into is verified against the borrower's names (`bank_account_verification`); disbursal and mandates need it verified.",
      "The repayment schedule must be the loan the policy judged; new policy rules `apr`, `upfront_charges` and `consent`.",
      "One order for every disbursal answer, with the new preconditions (consents, accepted KFS, agreement, verified account, the day of the start) and a unique UTR.",
      "Mandates are checked against the schedule and the verification; a fifth status, `cancelled`; no new mandate on an account NPCI said cannot take debits.",
      "Cooling-off exit (POST .../cooling-off-exit/) for digital loans.",
      "New error codes, each in the error table.",
    ],
  },
  {
    version: "v2",
    title: "A policy that is hard to get around",
    changes: [
      "The policy reads the fields that decide its outcome, so it cannot be got around through them, and judges a credit-relevant update again (422 `policy_rejects_update`).",
    ],
  },
  {
    version: "v1",
    title: "Booking, disbursal and physical NACH",
    changes: [
      "Book, read, list, update and disburse loans; physical NACH mandates with their form, upload and status.",
      "Signed webhooks (`physical_nach.status_update`), the delivery log and replay; Idempotency-Key on every POST that creates.",
    ],
  },
];

/** The versioning and deprecation policy, one rule a line. */
export const VERSIONING_POLICY: string[] = [
  "Additive changes come without notice: new operations, new optional request fields, new response fields, new error codes, new event types and new enum values in answers. Clients must ignore what they do not know.",
  "A breaking change (a field removed or renamed, a type or meaning changed, a new required request field, a stricter rule on a value that was accepted) is made only under a new path (`/api/v2`) or behind a date-pinned version header, never on `/api/v1` as it is.",
  `A breaking change, and the removal of an old version, is announced at least ${DEPRECATION_NOTICE_DAYS} days ahead, here and to each partner's technical contact; a deprecated operation answers with \`Deprecation\` and \`Sunset\` headers (RFC 9745, RFC 8594) from the announcement on.`,
  "A change the law or the regulator requires sooner (RBI directions) may come with shorter notice; it is announced as soon as it is known.",
];
