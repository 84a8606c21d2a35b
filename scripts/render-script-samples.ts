import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderKfsPdf } from "@/lib/documents/kfs-pdf";
import { sampleKfs } from "@/lib/kfs/sample-kfs";
import { renderMandateForm } from "@/lib/documents/mandate-form-pdf";
import { SAMPLE_MANDATE } from "@/lib/nach/sample-mandate";

/**
 * Renders a mandate form and the KFS in English and Hindi with names in
 * several Indian scripts (conjuncts, reph, two-part vowels, nukta, a name
 * mixing two scripts) to PNG in the given directory, for a reviewer to read
 * the shaping and the layout by eye (needs poppler's pdftoppm):
 *   npx tsx --conditions=react-server scripts/render-script-samples.ts docs
 * writes nach-mandate-form-scripts.png, kfs-sample-scripts.png (page 1),
 * kfs-sample-scripts-hi.png and kfs-sample-scripts-hi-2.png (pages 1 and 2),
 * and prints each PDF's size.
 */

/** A Bengali applicant, a Tamil co-applicant and a Devanagari co-signatory; the other fields in the remaining scripts. */
const APPLICANT = "অনিন্দ্য বন্দ্যোপাধ্যায়";
const SIGNATORIES = [APPLICANT, "பொன்னுசாமி கௌசல்யா", "धर्मेंद्र क़ुरैशी"];

const samples = async () => ({
  "nach-mandate-form-scripts": await renderMandateForm({
    nachId: "00000000-0000-4000-8000-000000000001",
    mandate: {
      ...SAMPLE_MANDATE,
      creditor_name: "LoanDesk Demo Finance Pvt. Ltd. (ಲೋನ್‌ಡೆಸ್ಕ್)",
      ac_name: `${APPLICANT} / ലക്ഷ്മി ഗോപാലകൃഷ്ണൻ`,
      bank_name: "ધર્મેન્દ્ર સહકારી બેંક · ଶ୍ରୀକାନ୍ତ · ਗੁਰਪ੍ਰੀਤ · వెంకటేశ్వర్లు",
      signatories: SIGNATORIES,
    },
  }),
  "kfs-sample-scripts": await renderKfsPdf({ kfs: { ...sampleKfs(), lender_name: "श्रीकृष्ण फ़ाइनेंस लिमिटेड" }, borrowerName: `${APPLICANT} (பொன்னுசாமி கௌசல்யா)`, lang: "en" }),
  "kfs-sample-scripts-hi": await renderKfsPdf({ kfs: { ...sampleKfs(), lender_name: "श्रीकृष्ण फ़ाइनेंस लिमिटेड" }, borrowerName: `${APPLICANT} (பொன்னுசாமி கௌசல்யா)`, lang: "hi" }),
});

/** The pages written for each sample: the form's one page, the English KFS's first, the Hindi KFS's first two. */
const PAGES: Record<string, number> = { "nach-mandate-form-scripts": 1, "kfs-sample-scripts": 1, "kfs-sample-scripts-hi": 2 };

async function main() {
  const directory = process.argv[2] ?? ".";
  const scratch = await mkdtemp(path.join(tmpdir(), "loandesk-samples-"));
  for (const [name, pdf] of Object.entries(await samples())) {
    const file = path.join(scratch, `${name}.pdf`);
    await writeFile(file, pdf);
    for (let page = 1; page <= (PAGES[name] ?? 1); page++) {
      const png = path.join(directory, page === 1 ? name : `${name}-${page}`);
      execFileSync("pdftoppm", ["-png", "-r", "110", "-f", String(page), "-l", String(page), "-singlefile", file, png]);
      console.log(`wrote ${png}.png`);
    }
    console.log(`${name}.pdf: ${pdf.byteLength} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
