import { writeFile } from "node:fs/promises";
import path from "node:path";
import { renderKfsPdf } from "@/lib/kfs/kfs-pdf";
import { sampleKfs } from "@/lib/kfs/sample-kfs";
import { renderMandateForm } from "@/lib/nach/mandate-form-pdf";
import { SAMPLE_MANDATE } from "@/lib/nach/sample-mandate";

/**
 * Writes a mandate form and a KFS with names in several Indian scripts
 * (conjuncts, reph, two-part vowels, nukta, a name mixing two scripts), for
 * a reviewer to read the shaping by eye:
 *   npx tsx scripts/render-script-samples.ts /tmp
 *   pdftoppm -png -r 110 -singlefile /tmp/nach-mandate-form-scripts.pdf docs/nach-mandate-form-scripts
 *   pdftoppm -png -r 110 -f 1 -l 1 -singlefile /tmp/kfs-sample-scripts.pdf docs/kfs-sample-scripts
 */
async function main() {
  const directory = process.argv[2] ?? ".";
  const form = await renderMandateForm({
    nachId: "00000000-0000-4000-8000-000000000001",
    mandate: {
      ...SAMPLE_MANDATE,
      creditor_name: "LoanDesk Demo Finance Pvt. Ltd. (ಲೋನ್‌ಡೆಸ್ಕ್)",
      ac_name: "অনিন্দ্য বন্দ্যোপাধ্যায় / ലക്ഷ്മി ഗോപാലകൃഷ്ണൻ",
      bank_name: "ધર્મેન્દ્ર સહકારી બેંક · ଶ୍ରୀକାନ୍ତ ଗୋବିନ୍ଦ",
      signatories: ["অনিন্দ্য বন্দ্যোপাধ্যায়", "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", "వెంకటేశ్వర్లు धर्मेंद्र"],
    },
  });
  const kfs = await renderKfsPdf({ kfs: { ...sampleKfs(), lender_name: "श्रीकृष्ण फ़ाइनेंस लिमिटेड" }, borrowerName: "பொன்னுசாமி கௌசல்யா (অর্পিতা কৌশিক)", lang: "en" });
  await writeFile(path.join(directory, "nach-mandate-form-scripts.pdf"), form);
  await writeFile(path.join(directory, "kfs-sample-scripts.pdf"), kfs);
  console.log(`wrote ${directory}/nach-mandate-form-scripts.pdf and ${directory}/kfs-sample-scripts.pdf`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
