import { validate } from "ifsc";
import { validationError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";

/**
 * The IFSC must name a branch in the published IFSC data (the `ifsc`
 * package's offline list). Server code only: the list is a megabyte and the
 * package needs Node's `https`, so it must stay out of `lib/schemas`, which
 * the portal's browser bundle includes; the zod schema checks the format.
 */
export function assertKnownIfsc(loan: Pick<Loan, "bank_account">): void {
  if (!validate(loan.bank_account.ifsc_code)) {
    throw validationError([{ path: "bank_account.ifsc_code", message: "must be an IFSC code in the published IFSC list" }]);
  }
}
