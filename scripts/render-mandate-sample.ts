import { writeFile } from "node:fs/promises";
import { renderMandateForm } from "@/lib/documents/mandate-form-pdf";
import { SAMPLE_MANDATE } from "@/lib/nach/sample-mandate";
import type { MandateSnapshot } from "@/lib/schemas/nach";

/**
 * Writes a sample mandate form (a Devanagari account holder among the
 * signatories) for a reviewer to hold against NPCI's form:
 *   npx tsx scripts/render-mandate-sample.ts docs/nach-mandate-form.pdf
 *   pdftoppm -png -r 150 -singlefile docs/nach-mandate-form.pdf docs/nach-mandate-form
 */
const sample: MandateSnapshot = { ...SAMPLE_MANDATE, signatories: ["आशा वर्मा", "Rohan Verma"] };

async function main() {
  const output = process.argv[2] ?? "nach-mandate-form.pdf";
  await writeFile(output, await renderMandateForm({ nachId: "00000000-0000-4000-8000-000000000001", mandate: sample }));
  console.log(`wrote ${output}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
