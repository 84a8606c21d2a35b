// npx tsx bench/scale-database.mts <loans> <bodies.json>   (bench/run.mjs --scale runs it)
//
// Fills a fresh SQLite database (DATABASE_URL) with <loans> loans across
// several partners, booked evenly over the past year, for timing the home
// page at scale. Three loans go through the app itself (one Approved, one
// Rejected, one disbursed, from the bench's bodies in <bodies.json>); every
// other loan is a copy of one of them written straight into the file in
// large transactions: new ids dated at its booking time, its own partner
// loan id, account number and PAN, and every encrypted column sealed again
// under its own row key, as the app would have written it. About a quarter
// of the Approved and disbursed loans also get a mandate's registration
// event (without the mandate itself, which the home page does not read).
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";
import { DISBURSAL_BENEFICIARY, KEY_FACTS, openText, sealText } from "@/lib/crypto/sealed-columns";
import { disconnect, read } from "@/lib/db/legacy-prisma";
import { migrate } from "@/lib/db/migrate";
import { sqliteTime } from "@/lib/db/sqlite-direct";
import { sqlitePath } from "@/lib/config/env";
import { bookLoan } from "@/lib/loans/book-loan";
import { disburseLoan } from "@/lib/loans/disburse-loan";
import { loanBodyOf, sealLoanBody } from "@/lib/loans/loan-record";
import { createPartner } from "@/lib/partners/create-partner";
import { seedDemoPartners } from "@/lib/partners/demo-partners";
import { KYC_TYPE } from "@/lib/schemas/enums";
import { seedDemoStaff } from "@/lib/staff/demo-staff";

type Row = Record<string, string | number | null>;

const total = Number(process.argv[2]);
const bodies = JSON.parse(readFileSync(process.argv[3] ?? "", "utf8")) as { approved: Record<string, unknown>; rejected: Record<string, unknown>; disbursed: Record<string, unknown> };
if (!Number.isInteger(total) || total < 3) throw new Error("usage: tsx bench/scale-database.mts <loans, at least 3> <bodies.json>");

const url = process.env.DATABASE_URL ?? "";
await migrate(url);
await seedDemoPartners();
await seedDemoStaff();
for (const name of ["Scale Three Finance", "Scale Four Finance", "Scale Five Finance"]) await createPartner({ name });
const partnerIds = (await read((tx) => tx.partner.findMany({ select: { id: true } }))).map((partner) => partner.id);
const demoPartner = (await read((tx) => tx.apiCredential.findUniqueOrThrow({ where: { clientId: "demo" } }))).partnerId;

const approved = await bookLoan({ partnerId: demoPartner, input: bodies.approved, actor: "api:demo" });
const rejected = await bookLoan({ partnerId: demoPartner, input: bodies.rejected, actor: "api:demo" });
const disbursed = await bookLoan({ partnerId: demoPartner, input: bodies.disbursed, actor: "api:demo" });
if (approved.status !== "Approved" || rejected.status !== "Rejected" || disbursed.status !== "Approved") {
  throw new Error(`the bench's bodies booked as ${approved.status}, ${rejected.status}, ${disbursed.status}`);
}
await disburseLoan({ partnerId: demoPartner, leadId: disbursed.lead_id, input: {}, actor: "api:demo" });
await disconnect();

const db = new Database(sqlitePath(url));
// Only this build's connection, and a failed build is thrown away.
db.pragma("synchronous = OFF");
db.pragma("cache_size = -262144");

const one = (sql: string, ...params: string[]) => db.prepare(sql).get(...params) as Row;
const all = (sql: string, ...params: string[]) => db.prepare(sql).all(...params) as Row[];
const templateOf = (leadId: string) => ({
  loan: one(`SELECT * FROM "Loan" WHERE "id" = ?`, leadId),
  body: loanBodyOf(one(`SELECT "id", "body" FROM "Loan" WHERE "id" = ?`, leadId) as { id: string; body: string }),
  coApplicants: all(`SELECT * FROM "CoApplicant" WHERE "loanId" = ?`, leadId),
  events: all(`SELECT * FROM "LoanEvent" WHERE "loanId" = ? AND "type" <> 'disbursed' ORDER BY "createdAt"`, leadId),
  disbursedEvent: all(`SELECT * FROM "LoanEvent" WHERE "loanId" = ? AND "type" = 'disbursed'`, leadId)[0],
  disbursal: all(`SELECT * FROM "Disbursal" WHERE "loanId" = ?`, leadId)[0],
  keyFacts: all(`SELECT * FROM "KeyFactsStatement" WHERE "id" = ?`, leadId)[0],
});
const templates = { approved: templateOf(approved.lead_id), rejected: templateOf(rejected.lead_id), disbursed: templateOf(disbursed.lead_id) };
const { disbursal, keyFacts, disbursedEvent } = templates.disbursed;
if (!disbursal || !keyFacts || !disbursedEvent) throw new Error("the disbursed template has no disbursal");
const beneficiaryText = openText(DISBURSAL_BENEFICIARY, String(disbursal.id), String(disbursal.beneficiary));
const keyFactsText = openText(KEY_FACTS, String(keyFacts.id), String(keyFacts.body));

const inserts = new Map<string, Database.Statement>();
function insert(table: string, row: Row): void {
  const columns = Object.keys(row);
  const key = `${table}:${columns.join(",")}`;
  let statement = inserts.get(key);
  if (!statement) {
    statement = db.prepare(`INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
    inserts.set(key, statement);
  }
  statement.run(...Object.values(row));
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// A distinct individual PAN per loan (fourth letter P), so the PAN hashes spread as a real book's would.
const panOf = (n: number) => {
  const letters = (value: number, count: number) => Array.from({ length: count }, (_, index) => LETTERS.charAt(Math.floor(value / 26 ** index) % 26)).join("");
  return `${letters(Math.floor(n / 10_000), 3)}P${letters(Math.floor(n / 10_000 / 17_576), 1)}${String(n % 10_000).padStart(4, "0")}Z`;
};

const HOUR = 3_600_000;
const end = Date.now() - HOUR;
const span = 365 * 24 * HOUR;
const copies = total - 3;

function copyLoan(n: number): void {
  const bookedAt = end - span + Math.floor((n * span) / copies);
  // Seven in twenty Approved, six disbursed, the rest Rejected: roughly a lender's mix.
  const kind = n % 20 < 7 ? "approved" : n % 20 < 13 ? "disbursed" : "rejected";
  const template = templates[kind];
  const leadId = uuidv7({ msecs: bookedAt });
  const partnerId = partnerIds[n % partnerIds.length] ?? demoPartner;
  const partnerLoanId = `SCALE-${n}`;
  const body = { ...template.body, partner_loan_id: partnerLoanId, kyc: template.body.kyc?.map((kyc) => (kyc.kyc_type === KYC_TYPE.pan ? { ...kyc, identifier: panOf(n) } : kyc)) };
  const sealed = sealLoanBody(leadId, body);
  const disbursedAt = bookedAt + 2 * HOUR < end ? bookedAt + 2 * HOUR : bookedAt;
  insert("Loan", {
    ...template.loan,
    id: leadId,
    partnerId,
    partnerLoanId,
    loanAccountNumber: `LS${String(n).padStart(10, "0")}`,
    body: sealed.body,
    panHash: sealed.panHash,
    disbursedAt: kind === "disbursed" ? sqliteTime(new Date(disbursedAt)) : null,
    createdAt: sqliteTime(new Date(bookedAt)),
    updatedAt: sqliteTime(new Date(kind === "disbursed" ? disbursedAt : bookedAt)),
  });
  template.coApplicants.forEach((coApplicant) => insert("CoApplicant", { ...coApplicant, id: uuidv7({ msecs: bookedAt }), loanId: leadId }));
  template.events.forEach((event, index) =>
    insert("LoanEvent", { ...event, id: uuidv7({ msecs: bookedAt + index }), loanId: leadId, partnerId, createdAt: sqliteTime(new Date(bookedAt + index)) }),
  );
  if (kind === "disbursed") {
    const disbursalId = uuidv7({ msecs: disbursedAt });
    const at = sqliteTime(new Date(disbursedAt));
    insert("Disbursal", { ...disbursal, id: disbursalId, loanId: leadId, transactionTime: at, createdAt: at, beneficiary: sealText(DISBURSAL_BENEFICIARY, disbursalId, beneficiaryText) });
    insert("KeyFactsStatement", { ...keyFacts, id: leadId, body: sealText(KEY_FACTS, leadId, keyFactsText), generatedAt: at });
    insert("LoanEvent", { ...disbursedEvent, id: uuidv7({ msecs: disbursedAt }), loanId: leadId, partnerId, createdAt: at });
  }
  if (kind !== "rejected" && n % 4 === 0) {
    const registeredAt = Math.min(bookedAt + 3 * HOUR, end);
    insert("LoanEvent", {
      id: uuidv7({ msecs: registeredAt }),
      loanId: leadId,
      partnerId,
      type: "nach_status_reported",
      data: JSON.stringify({ physical_nach_id: uuidv7({ msecs: bookedAt }), from: "submitted", to: "registered" }),
      actor: "sandbox-bank",
      figure: "nach_registered",
      createdAt: sqliteTime(new Date(registeredAt)),
    });
  }
}

const BATCH = 10_000;
const started = Date.now();
const batch = db.transaction((from: number, to: number) => {
  for (let n = from; n < to; n++) copyLoan(n);
});
for (let from = 0; from < copies; from += BATCH) {
  batch(from, Math.min(from + BATCH, copies));
  if ((from / BATCH) % 10 === 9) console.log(`  ${from + BATCH} loans written, ${Math.round((Date.now() - started) / 1000)} s`);
}
db.pragma("wal_checkpoint(TRUNCATE)");
db.close();
console.log(`${total} loans across ${partnerIds.length} partners in ${Math.round((Date.now() - started) / 1000)} s`);
