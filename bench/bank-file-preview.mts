// DATABASE_URL=file:/tmp/bank-files.db LOANDESK_MODE=demo npx tsx --conditions=react-server bench/bank-file-preview.mts [rows] [applied rows]
//
// Times the mandate response file (issue 29 part 3) as the Bank files page
// runs it: on a fresh database, one loan is booked and its mandate initiated
// through the service, then copied into <rows> (default 5,000) loans each
// with an initiated mandate (new ids, loan account numbers and partner loan
// ids; the body and the mandate's snapshot sealed again under each row's
// own key, as the service writes them). A response file registering every
// one (UMRN, loan account number as reference, status, date) is previewed
// five times; prints each run and the median. Then a file of the first
// <applied rows> (default 500, a day's desk) is applied, row by row
// through the single-mandate operation, and timed.
import { NACH_MANDATE, openText, sealText } from "@/lib/crypto/sealed-columns";
import { applyMandateResponses, previewMandateResponses } from "@/lib/bank-files/mandate-responses";
import { todayInIndia } from "@/lib/calendar/india-day";
import { disconnect } from "@/lib/db/database";
import { read, write } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { newId, newLoanAccountNumber } from "@/lib/ids/ids";
import { bookLoan } from "@/lib/loans/book-loan";
import { loanBodyOf, sealLoanBody } from "@/lib/loan-records/loan-record";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { seedDemoPartners } from "@/lib/partners/demo-partners";
import { minimalLoan } from "../tests/support/loan-fixtures";

const rows = Number(process.argv[2] ?? 5000);
const appliedRows = Number(process.argv[3] ?? 500);
const url = process.env.DATABASE_URL ?? "";
if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(appliedRows) || appliedRows > rows || !url) {
  throw new Error("usage: DATABASE_URL=... tsx --conditions=react-server bench/bank-file-preview.mts [rows] [applied rows, at most rows]");
}

await migrate(url);
await seedDemoPartners();
const partnerId = (await read((queries) => queries.selectFrom("ApiCredential").select("partnerId").where("clientId", "=", "demo").executeTakeFirstOrThrow())).partnerId;
const booked = await bookLoan({ partnerId, input: minimalLoan(), actor: "api:demo" });
const initiated = await initiateNach({ partnerId, input: { lead_id: booked.lead_id }, actor: "api:demo" });
const [loan, nach] = await read((queries) =>
  Promise.all([
    queries.selectFrom("Loan").selectAll().where("id", "=", booked.lead_id).executeTakeFirstOrThrow(),
    queries.selectFrom("PhysicalNach").selectAll().where("id", "=", initiated.physical_nach_id).executeTakeFirstOrThrow(),
  ]),
);
const body = loanBodyOf(loan);
const snapshot = openText(NACH_MANDATE, nach.id, nach.mandate ?? "");

const BATCH = 200;
const accounts = [loan.loanAccountNumber];
for (let start = 1; start < rows; start += BATCH) {
  const copies = Array.from({ length: Math.min(BATCH, rows - start) }, (_, index) => {
    const leadId = newId();
    const nachId = newId();
    const partnerLoanId = `BENCH-${start + index}`;
    const loanAccountNumber = newLoanAccountNumber();
    accounts.push(loanAccountNumber);
    return {
      loan: { ...loan, id: leadId, partnerLoanId, loanAccountNumber, ...sealLoanBody(leadId, { ...body, partner_loan_id: partnerLoanId }) },
      nach: { ...nach, id: nachId, loanId: leadId, activeLoanId: leadId, mandate: sealText(NACH_MANDATE, nachId, snapshot) },
    };
  });
  await write(async (queries) => {
    await queries.insertInto("Loan").values(copies.map((copy) => copy.loan)).execute();
    await queries.insertInto("PhysicalNach").values(copies.map((copy) => copy.nach)).execute();
  });
}

const today = todayInIndia();
const umrnOf = (index: number) => `LDSK0${String(index).padStart(15, "0")}`;
const fileOf = (count: number) =>
  new TextEncoder().encode(["UMRN,Mandate Reference,Customer Name,Status,Reject Reason Code,Response Date", ...accounts.slice(0, count).map((account, index) => `${umrnOf(index + 1)},${account},Asha Verma,ACCEPTED,,${today}`)].join("\r\n"));

const file = fileOf(rows);
const runs: number[] = [];
for (let run = 1; run <= 5; run++) {
  const started = performance.now();
  const report = await previewMandateResponses({ bytes: file });
  const ms = performance.now() - started;
  runs.push(ms);
  if (report.counts.ready !== rows) throw new Error(`expected ${rows} rows ready, got ${JSON.stringify(report.counts)}`);
  console.log(`preview ${run}: ${rows} rows (${(file.byteLength / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms`);
}
const sorted = [...runs].sort((a, b) => a - b);
console.log(`preview median: ${(sorted[2] ?? 0).toFixed(0)} ms, slowest ${(sorted[4] ?? 0).toFixed(0)} ms (target: under 5,000 ms)`);

const applied = fileOf(appliedRows);
const { sha256 } = await previewMandateResponses({ bytes: applied });
const started = performance.now();
const report = await applyMandateResponses({ bytes: applied, previewed: sha256, actor: "staff:bench" });
const ms = performance.now() - started;
if (report.counts.applied !== appliedRows) throw new Error(`expected ${appliedRows} rows applied, got ${JSON.stringify(report.counts)}`);
console.log(`apply: ${appliedRows} rows in ${ms.toFixed(0)} ms (${(ms / appliedRows).toFixed(1)} ms a row, each its own transaction with its webhook event)`);
await disconnect();
