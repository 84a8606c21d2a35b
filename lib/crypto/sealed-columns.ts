import { dataKeyring, type DataKeyring } from "./data-key";
import { decryptBytes, decryptText, encryptBytes, encryptText, type Place } from "./field-cipher";

/**
 * Every column kept encrypted at rest, and the row key each value is bound
 * to. The rotation command and the data step of migration 0005 walk this
 * list (lib/crypto/reseal-values.ts), so a column added here is rotated too.
 */
export interface SealedColumn<Kind extends "text" | "bytes" = "text" | "bytes"> {
  table: string;
  column: string;
  /** The column that names the row in the value's place: its id, or a unique key that an upsert keeps. */
  rowKey: "id" | "nachId";
  kind: Kind;
}

export const LOAN_BODY: SealedColumn<"text"> = { table: "Loan", column: "body", rowKey: "id", kind: "text" };
export const WEBHOOK_SECRET: SealedColumn<"text"> = { table: "WebhookEndpoint", column: "secret", rowKey: "id", kind: "text" };
export const IDEMPOTENT_RESPONSE: SealedColumn<"text"> = { table: "IdempotencyRecord", column: "responseBody", rowKey: "id", kind: "text" };
// The scan is upserted by its mandate, so a replacement keeps the nachId but may not keep the row id.
export const NACH_SCAN: SealedColumn<"bytes"> = { table: "NachScan", column: "data", rowKey: "nachId", kind: "bytes" };

export const KEY_FACTS: SealedColumn<"text"> = { table: "KeyFactsStatement", column: "body", rowKey: "id", kind: "text" };

// The account the money went to: its holder's name and whole number (migration 0010).
export const DISBURSAL_BENEFICIARY: SealedColumn<"text"> = { table: "Disbursal", column: "beneficiary", rowKey: "id", kind: "text" };

// Added by migration 0009: encrypted from its first write.
export const NACH_MANDATE: SealedColumn<"text"> = { table: "PhysicalNach", column: "mandate", rowKey: "id", kind: "text" };

// Added by migration 0020: what each policy evaluation was given, the loan body (PAN, date of birth) among it.
export const POLICY_INPUTS: SealedColumn<"text"> = { table: "PolicyEvaluation", column: "inputs", rowKey: "id", kind: "text" };

// Added by migration 0024: an audit event's masked values (the body as booked, an update's changes), which still name the borrower.
export const LOAN_EVENT_DETAIL: SealedColumn<"text"> = { table: "LoanEvent", column: "detail", rowKey: "id", kind: "text" };
// Added by migration 0021: a consent's evidence, the borrower's IP address among it.
export const CONSENT_EVIDENCE: SealedColumn<"text"> = { table: "Consent", column: "evidence", rowKey: "id", kind: "text" };
// Added by migration 0023: each issued KFS version, and the evidence of the borrower's acceptance (their mobile, IP, signed scan).
export const KFS_VERSION: SealedColumn<"text"> = { table: "KfsVersion", column: "content", rowKey: "id", kind: "text" };
export const KFS_ACCEPTANCE_EVIDENCE: SealedColumn<"text"> = { table: "KfsAcceptance", column: "evidence", rowKey: "id", kind: "text" };
export const KFS_ACCEPTANCE_SCAN: SealedColumn<"bytes"> = { table: "KfsAcceptanceScan", column: "data", rowKey: "id", kind: "bytes" };
// Added by migration 0022: the whole account number and IFSC a verification checked.
export const VERIFIED_ACCOUNT: SealedColumn<"text"> = { table: "BankAccountVerification", column: "account", rowKey: "id", kind: "text" };
// Added by migration 0027: operations' reason for clearing a disbursal hold, which may speak of the account holder's death or insolvency.
export const NACH_CLEARANCE_NOTE: SealedColumn<"text"> = { table: "NachDisbursalClearance", column: "note", rowKey: "id", kind: "text" };
// Added by migration 0028: a loan tape row's booking body (PAN, account numbers) until the row is booked.
export const LOAN_TAPE_ROW_INPUT: SealedColumn<"text"> = { table: "LoanTapeRow", column: "input", rowKey: "id", kind: "text" };
// Added by migration 0033: the secret a rotation replaced, which still signs deliveries during the overlap.
export const WEBHOOK_PREVIOUS_SECRET: SealedColumn<"text"> = { table: "WebhookEndpoint", column: "previousSecret", rowKey: "id", kind: "text" };

/**
 * The columns migration 0005 encrypts. A column added later is encrypted
 * from its first write and does not exist yet while 0005 upgrades an older
 * database.
 */
export const SEALED_BY_0005: readonly SealedColumn[] = [LOAN_BODY, WEBHOOK_SECRET, IDEMPOTENT_RESPONSE, NACH_SCAN];

export const SEALED_COLUMNS: readonly SealedColumn[] = [...SEALED_BY_0005, NACH_MANDATE, KEY_FACTS, DISBURSAL_BENEFICIARY, POLICY_INPUTS, LOAN_EVENT_DETAIL, CONSENT_EVIDENCE, KFS_VERSION, KFS_ACCEPTANCE_EVIDENCE, KFS_ACCEPTANCE_SCAN, VERIFIED_ACCOUNT, NACH_CLEARANCE_NOTE, LOAN_TAPE_ROW_INPUT, WEBHOOK_PREVIOUS_SECRET];

export const placeOf = (column: SealedColumn, rowKey: string): Place => `${column.table}.${column.column}/${rowKey}`;

export const sealText = (column: SealedColumn<"text">, rowKey: string, plain: string, keyring: DataKeyring = dataKeyring()): string =>
  encryptText(keyring, placeOf(column, rowKey), plain);

export const openText = (column: SealedColumn<"text">, rowKey: string, sealed: string, keyring: DataKeyring = dataKeyring()): string =>
  decryptText(keyring, placeOf(column, rowKey), sealed);

export const sealBytes = (column: SealedColumn<"bytes">, rowKey: string, plain: Uint8Array, keyring: DataKeyring = dataKeyring()): Buffer =>
  encryptBytes(keyring, placeOf(column, rowKey), plain);

export const openBytes = (column: SealedColumn<"bytes">, rowKey: string, sealed: Uint8Array, keyring: DataKeyring = dataKeyring()): Buffer =>
  decryptBytes(keyring, placeOf(column, rowKey), sealed);
