import type { BankAccountVerifier } from "./bank-account-verifier";

/** Demo accounts that answer otherwise (contract v3 section 12), as the README lists them. */
export const SANDBOX_ACCOUNTS = {
  /** The bank holds a business's name: failed, entity_name. */
  entityName: "11110000",
  /** The account is closed: failed, account_closed. */
  closed: "22220000",
  /** The bank does not answer: stays pending until operations record an answer. */
  noAnswer: "33330000",
} as const;

const ENTITY_NAME_AT_BANK = "UNRELATED TRADERS PVT LTD";

/** The demo's bank: the name at the bank is `ac_name` in capitals, except for the accounts above. */
export const sandboxVerifier: BankAccountVerifier = {
  method: "sandbox",
  ask({ acNumber, acName }) {
    switch (acNumber) {
      case SANDBOX_ACCOUNTS.entityName:
        return { kind: "name", nameAtBank: ENTITY_NAME_AT_BANK };
      case SANDBOX_ACCOUNTS.closed:
        return { kind: "account_failed", reason: "account_closed" };
      case SANDBOX_ACCOUNTS.noAnswer:
        return { kind: "awaiting", reason: "awaiting_bank" };
      default:
        return { kind: "name", nameAtBank: acName.toUpperCase() };
    }
  },
};
