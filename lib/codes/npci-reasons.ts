import { z } from "zod";

/**
 * NPCI's reasons for which a destination bank rejects a physical mandate's
 * registration (NPCI/2016-17/NACH/Circular No.240, Annexure-I, with the codes
 * added since: M036, M094-M096; see ../shared/india-lending.md section 2.2).
 * Operations choose one of these when they record a failure; the partner gets
 * the code and its description. The eSign/API-only codes (M088-M093) are left
 * out: a paper mandate cannot fail with them. The contract's ranges
 * (M020-M038, M049-M068) span numbers NPCI never assigned (M028, M029, M059,
 * M064); none of the sources lists them, so neither does this.
 */
export const NPCI_MANDATE_REJECTIONS = {
  M003: "Drawer's signature differs",
  M004: "Drawer's signature required",
  M005: "Drawer's signature to operate account not received",
  M006: "Drawer's authority to operate account not received",
  M007: "Alterations require drawer's authentication",
  M008: "Company stamp required",
  M009: "Mandate not in the standard format",
  M010: "Start date is mandatory",
  M011: "Payment stopped by attachment order",
  M012: "Payment stopped by court order",
  M013: "Withdrawal stopped owing to death of account holder",
  M014: "Withdrawal stopped owing to lunacy of account holder",
  M015: "Withdrawal stopped owing to insolvency of account holder",
  M020: "Rejected due to duplicate UMRN",
  M021: "Duplicate mandate: the first presented mandate is already accepted",
  M022: "Mandate presented in ACH as well as ECS",
  M023: "Refer to the branch: KYC not completed",
  M024: "Amount in words and figures differ",
  M025: "Present under the proper mandate category",
  M026: "Account frozen, inoperative or blocked",
  M027: "Image not clear",
  M030: "Mandate registration not allowed for CC/PF/PPF account",
  M031: "Not a CBS account number or an old account number: present again with the CBS number",
  M032: "Rejected as per customer confirmation",
  M033: "Invalid monthly EMI amount: full loan amount mentioned",
  M034: "Amount of EMI more than the limit allowed for the account",
  M035: "Corporate name mismatch (data mismatch with image)",
  M036: "Account number not present in CBS",
  M037: "Account closed",
  M038: "No such account",
  M041: "Account blocked",
  M042: "Account description does not tally",
  M043: "Nature of debit not allowed in the account type",
  M049: "Drawer's signature not updated in the bank's CBS",
  M050: "Drawer's signature illegible in the mandate form",
  M051: "Mandate not registered: NRE account",
  M052: "Mandate not registered: minor account",
  M053: "Mandate registration not allowed for PF account",
  M054: "Mandate registration not allowed for PPF account",
  M055: "Account inoperative",
  M056: "Mandate not registered: required balance not maintained",
  M057: "Payer or account holder name mismatch with CBS",
  M058: "Name of beneficiary not provided or not legible",
  M060: "Invalid frequency",
  M061: "Frequency of payment not mentioned on the mandate",
  M062: "Period of validity not mentioned or invalid end date",
  M063: "Invalid bank name",
  M065: "Fixed or maximum option not specified on the mandate",
  M066: "Joint signature required",
  M067: "Thumb impression in CBS but customer signature in the mandate, or the other way round",
  M068: "Account type in the mandate is different from CBS",
  M072: "Data mismatch with the mandate",
  M073: "Mandate incomplete",
  M074: "Data mismatch with image: account number",
  M075: "Data mismatch with image: account type",
  M076: "Data mismatch: frequency and period",
  M077: "Data mismatch: frequency",
  M078: "Data mismatch: period",
  M079: "Data mismatch: debit type",
  M080: "Data mismatch with image: amount",
  M081: "Data mismatch with image: start date",
  M082: "Data mismatch with image: end date",
  M083: "Data mismatch with image: payer name",
  M084: "Data mismatch with image: debtor bank name",
  M085: "Data mismatch with image: more than one field",
  M086: "Customer identifier mismatch",
  M087: "Incorrect amount",
  M094: "Appropriate NACH mandate not uploaded",
  M095: "Mandate presented with thumb impression",
  M096: "Instrument out-dated or stale (mandate date more than 120 working days ago)",
} as const;

export type NpciReasonCode = keyof typeof NPCI_MANDATE_REJECTIONS;

export const NPCI_REASON_CODES = Object.keys(NPCI_MANDATE_REJECTIONS) as [NpciReasonCode, ...NpciReasonCode[]];

export const npciReasonCodeSchema = z.enum(NPCI_REASON_CODES, { error: "must be one of NPCI's mandate rejection codes (M003-M096)" });

export const isNpciReasonCode = (code: string | null): code is NpciReasonCode => code !== null && Object.hasOwn(NPCI_MANDATE_REJECTIONS, code);

export const describeNpciReason = (code: NpciReasonCode): string => NPCI_MANDATE_REJECTIONS[code];

/** How staff screens name a reason, e.g. "M038 — No such account". */
export const npciReasonLabel = (code: NpciReasonCode): string => `${code} — ${describeNpciReason(code)}`;

/** A stored failure reason in words; an older free-text reason has no code. */
export const failureReasonText = (reason: { code: string | null; description: string }): string =>
  reason.code ? `${reason.code} — ${reason.description}` : reason.description;

/**
 * How often NPCI lets a mandate rejected for a reason be presented again:
 * never (only a new mandate can follow), up to twice, or a count the sources
 * do not state.
 */
export type RepresentationLimit = 0 | 2 | "not_stated";

/**
 * NPCI/2023-24/NACH/001, Annexure I, as ../shared/india-lending.md section 2.2
 * gives it per code. Where the sources give no count, "not_stated": a guessed
 * count would have operations re-present a mandate MMS then refuses ("max
 * allowed limit exceeded"), or give up on one it would take. M076 is among
 * section 1.3's summary "M074-M085 -> two" but has no count in the per-code
 * table; the table is read as the finer source. A Record over the codes, so a
 * code added above without its limit here does not compile.
 */
export const NPCI_REPRESENTATION_LIMITS: Record<NpciReasonCode, RepresentationLimit> = {
  M003: "not_stated",
  M004: "not_stated",
  M005: "not_stated",
  M006: 0,
  M007: 0,
  M008: 2,
  M009: 0,
  M010: "not_stated",
  M011: 0,
  M012: 0,
  M013: 0,
  M014: 0,
  M015: 0,
  M020: "not_stated",
  M021: 0,
  M022: "not_stated",
  M023: 2,
  M024: 0,
  M025: 2,
  M026: 2,
  M027: "not_stated",
  M030: 2,
  M031: "not_stated",
  M032: 2,
  M033: "not_stated",
  M034: 0,
  M035: 2,
  M036: 0,
  M037: 0,
  M038: 0,
  M041: "not_stated",
  M042: "not_stated",
  M043: "not_stated",
  M049: 2,
  M050: 2,
  M051: 0,
  M052: 2,
  M053: "not_stated",
  M054: 0,
  M055: 2,
  M056: "not_stated",
  M057: 0,
  M058: "not_stated",
  M060: 0,
  M061: "not_stated",
  M062: "not_stated",
  M063: "not_stated",
  M065: "not_stated",
  M066: 2,
  M067: 0,
  M068: "not_stated",
  M072: "not_stated",
  M073: "not_stated",
  M074: 2,
  M075: 2,
  M076: "not_stated",
  M077: 2,
  M078: 2,
  M079: 2,
  M080: 2,
  M081: 2,
  M082: 2,
  M083: 2,
  M084: 2,
  M085: 2,
  M086: "not_stated",
  M087: "not_stated",
  M094: 0,
  M095: "not_stated",
  M096: 0,
};

/** The re-presentation NPCI allows after a stored failure; an older free-text reason has no code, so no stated count. */
export const representationLimitOf = (code: string | null): RepresentationLimit => (isNpciReasonCode(code) ? NPCI_REPRESENTATION_LIMITS[code] : "not_stated");

/**
 * What must change on the loan before a new mandate may start after an
 * account-level rejection (contract v3 section 8): `account`, its first
 * `ac_number` or its `ifsc_code`; `names`, the signatories or
 * `bank_account.ac_name`.
 */
export type AccountRejectionUntil = "account" | "names";

export interface AccountRejection {
  until: AccountRejectionUntil;
  /** Death, lunacy or insolvency of the account holder: no disbursal until operations clear it. */
  holdsDisbursal: boolean;
}

/**
 * The reasons that say the account itself cannot take debits, for which NPCI
 * allows no re-presentation (NPCI/2023-24/NACH/001 Annexure I): another mandate
 * on the same account number and IFSC would fail the same way, so none starts
 * (409 nach_account_rejected) until what the reason names has changed.
 */
export const NPCI_ACCOUNT_REJECTIONS = {
  M011: { until: "account", holdsDisbursal: false },
  M012: { until: "account", holdsDisbursal: false },
  M013: { until: "account", holdsDisbursal: true },
  M014: { until: "account", holdsDisbursal: true },
  M015: { until: "account", holdsDisbursal: true },
  M036: { until: "account", holdsDisbursal: false },
  M037: { until: "account", holdsDisbursal: false },
  M038: { until: "account", holdsDisbursal: false },
  M054: { until: "account", holdsDisbursal: false },
  M057: { until: "names", holdsDisbursal: false },
} as const satisfies Partial<Record<NpciReasonCode, AccountRejection>>;

export type AccountRejectionCode = keyof typeof NPCI_ACCOUNT_REJECTIONS;

export const ACCOUNT_REJECTION_CODES = Object.keys(NPCI_ACCOUNT_REJECTIONS) as AccountRejectionCode[];

export const DISBURSAL_HOLD_CODES = ACCOUNT_REJECTION_CODES.filter((code) => NPCI_ACCOUNT_REJECTIONS[code].holdsDisbursal);

export const isAccountRejectionCode = (code: string | null): code is AccountRejectionCode => code !== null && Object.hasOwn(NPCI_ACCOUNT_REJECTIONS, code);
