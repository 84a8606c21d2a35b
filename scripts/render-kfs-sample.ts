import { writeFile } from "node:fs/promises";
import { renderKfsPdf } from "@/lib/documents/kfs-pdf";
import { SAMPLE_BORROWER, sampleKfs } from "@/lib/kfs/sample-kfs";

/**
 * Writes a sample Key Facts Statement (RBI's Annex B loan, a Devanagari
 * borrower) for a reviewer to hold against the circular's Annex A:
 *   npx tsx --conditions=react-server scripts/render-kfs-sample.ts /tmp/kfs-sample.pdf
 *   pdftoppm -png -r 110 -f 1 -l 1 -singlefile /tmp/kfs-sample.pdf docs/kfs-sample
 */
async function main() {
  const output = process.argv[2] ?? "kfs-sample.pdf";
  await writeFile(output, await renderKfsPdf({ kfs: sampleKfs(), borrowerName: SAMPLE_BORROWER, lang: "en" }));
  console.log(`wrote ${output}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
