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

// Added by migration 0009: later than 0005's data step, which must leave it out (lib/db/migrate.ts).
export const NACH_MANDATE: SealedColumn<"text"> = { table: "PhysicalNach", column: "mandate", rowKey: "id", kind: "text" };

export const SEALED_COLUMNS: readonly SealedColumn[] = [LOAN_BODY, WEBHOOK_SECRET, IDEMPOTENT_RESPONSE, NACH_SCAN, NACH_MANDATE];

export const placeOf = (column: SealedColumn, rowKey: string): Place => `${column.table}.${column.column}/${rowKey}`;

export const sealText = (column: SealedColumn<"text">, rowKey: string, plain: string, keyring: DataKeyring = dataKeyring()): string =>
  encryptText(keyring, placeOf(column, rowKey), plain);

export const openText = (column: SealedColumn<"text">, rowKey: string, sealed: string, keyring: DataKeyring = dataKeyring()): string =>
  decryptText(keyring, placeOf(column, rowKey), sealed);

export const sealBytes = (column: SealedColumn<"bytes">, rowKey: string, plain: Uint8Array, keyring: DataKeyring = dataKeyring()): Buffer =>
  encryptBytes(keyring, placeOf(column, rowKey), plain);

export const openBytes = (column: SealedColumn<"bytes">, rowKey: string, sealed: Uint8Array, keyring: DataKeyring = dataKeyring()): Buffer =>
  decryptBytes(keyring, placeOf(column, rowKey), sealed);
