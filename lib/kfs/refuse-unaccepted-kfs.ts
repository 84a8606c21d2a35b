import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Refusal } from "@/lib/loan-records/disbursal-refusal";
import { acceptedCurrentVersion } from "./accepted-terms";

export const notAcceptedError = () =>
  new AppError(
    "kfs_not_accepted",
    "The borrower has not accepted the Key Facts Statement of the loan's current terms: show them the current version (GET .../kfs/) and record their acceptance (POST .../kfs/acceptance/) first",
  );

/** Contract v3 section 6: 409 `kfs_not_accepted` without an acceptance of the loan's terms as they stand in the disbursal's transaction. */
export const kfsAccepted: Refusal = async (queries, { record }) => {
  if (!(await acceptedCurrentVersion(queries, record))) throw notAcceptedError();
};
