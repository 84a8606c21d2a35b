import { AppError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";

/** The lender declines the whole request when any KYC document is not verified. */
export function assertKycVerified(loan: Pick<Loan, "kyc">): void {
  const unverified = loan.kyc.flatMap((item, index) => (item.is_verified ? [] : [`kyc[${index}]`]));
  if (unverified.length > 0) {
    throw new AppError("kyc_not_verified", "Every KYC document must be verified; the request was declined", {
      fields: unverified.map((path) => ({ path: `${path}.is_verified`, message: "must be true" })),
    });
  }
}
