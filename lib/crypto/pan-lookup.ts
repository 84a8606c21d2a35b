import { createHmac } from "node:crypto";
import { KYC_TYPE } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import { dataKeyring, type DataKey, type DataKeyring } from "./data-key";

/**
 * The PAN as a lookup key: `<keyId>.<base64url HMAC-SHA256>` under a key
 * derived from a data key. Equal PANs give equal hashes under one key, so
 * an indexed column finds a customer's loans, while the PAN itself is never
 * stored or indexed in clear. The key id says which key made it, so the
 * rotation command knows which hashes to recompute.
 */
export function panHash(pan: string, key: DataKey = dataKeyring().current): string {
  const normalised = pan.trim().toUpperCase();
  return `${key.id}.${createHmac("sha256", key.panLookupKey).update(normalised, "utf8").digest("base64url")}`;
}

/** The PAN's hash under every configured key, the current one first: a lookup keeps finding rows the rotation has not reached yet. */
export function panLookupHashes(pan: string, keyring: DataKeyring = dataKeyring()): string[] {
  const others = [...keyring.byId.values()].filter((key) => key.id !== keyring.current.id);
  return [keyring.current, ...others].map((key) => panHash(pan, key));
}

/** The borrower's PAN: the loan's first pan KYC item, if it has one. */
export const borrowerPan = (loan: Pick<Loan, "kyc">): string | null => {
  const item = loan.kyc.find((kyc) => kyc.kyc_type === KYC_TYPE.pan);
  return item ? String(item.identifier) : null;
};

/** The value of `Loan.panHash` for a loan body. */
export function loanPanHash(loan: Pick<Loan, "kyc">, key: DataKey = dataKeyring().current): string | null {
  const pan = borrowerPan(loan);
  return pan === null ? null : panHash(pan, key);
}

/** Whether a stored hash was made under `key` (or there is none to remake). */
export const panHashIsUnder = (hash: string | null, key: DataKey): boolean => hash === null || hash.startsWith(`${key.id}.`);
