import { randomInt } from "node:crypto";
import { v7 as uuidv7 } from "uuid";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Time-ordered, so ordering by id is ordering by creation. */
export const newId = (): string => uuidv7();

export const isUuid = (value: string): boolean => UUID.test(value);

/** `LD` + 10 digits; uniqueness is enforced by the database and retried on a clash. */
export function newLoanAccountNumber(): string {
  return `LD${String(randomInt(0, 1e10)).padStart(10, "0")}`;
}
