// npx tsx bench/kfs-pdf-loans.mts <base URL>   (bench/run.mjs runs it for the kfs_pdf scenario)
//
// Books, as the demo partner, two loans whose Key Facts Statement is the
// longest the contract allows (600 instalments: tests/support/loan-fixtures.ts
// says how), disburses the second so that its statement is frozen, and prints
// their lead ids as JSON: {"rendered": ..., "frozen": ...}.
import { apiClient } from "../tests/support/api-client";
import { longScheduleLoan } from "../tests/support/loan-fixtures";
import { partnerApi } from "../tests/support/partner-api";

const base = process.argv[2];
if (!base) throw new Error("usage: tsx bench/kfs-pdf-loans.mts <base URL>");
const partner = partnerApi(apiClient({ baseUrl: () => base }));
const [rendered, frozen] = [await partner.book(longScheduleLoan()), await partner.book(longScheduleLoan())];
await partner.disburse(frozen.lead_id);
console.log(JSON.stringify({ rendered: rendered.lead_id, frozen: frozen.lead_id }));
