import { writeFile } from "node:fs/promises";
import { renderMandateForm } from "@/lib/nach/mandate-form-pdf";
import type { MandateSnapshot } from "@/lib/schemas/nach";

/**
 * Writes a sample mandate form (a Devanagari account holder among the
 * signatories) for a reviewer to hold against NPCI's form:
 *   npx tsx scripts/render-mandate-sample.ts docs/nach-mandate-form.pdf
 *   pdftoppm -png -r 150 -singlefile docs/nach-mandate-form.pdf docs/nach-mandate-form
 */
const sample: MandateSnapshot = {
  mandate_date: "2026-11-24",
  sponsor_bank_code: "LDSK0000001",
  utility_code: "NACH00000000012345",
  creditor_name: "LoanDesk Demo Finance Pvt. Ltd.",
  ac_number: "50100234567891",
  ac_name: "आशा वर्मा",
  account_type: "savings",
  bank_name: "HDFC Bank",
  ifsc_code: "HDFC0000123",
  debit_type: "maximum",
  amount: 120000,
  frequency: "monthly",
  start_date: "2026-12-05",
  end_date: "2028-06-05",
  until_cancelled: false,
  signatories: ["आशा वर्मा", "Rohan Verma"],
  reference_1: "LD2026110000042",
  reference_2: "PARTNER-LOAN-8841",
  phone: "9876543210",
  email: "asha.verma@example.in",
};

async function main() {
  const output = process.argv[2] ?? "nach-mandate-form.pdf";
  await writeFile(output, await renderMandateForm({ nachId: "00000000-0000-4000-8000-000000000001", mandate: sample }));
  console.log(`wrote ${output}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
