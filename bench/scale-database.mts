// npx tsx --conditions=react-server bench/scale-database.mts <loans> <bodies.json> <fixtures.json>   (bench/run.mjs --scale runs it)
//
// Fills a fresh database (DATABASE_URL: SQLite or PostgreSQL) with <loans>
// loans across several partners, booked evenly over the past year, for timing
// the API and the portal at scale. Three loans go through the app itself (one
// Approved with a registered mandate reported to its partner's webhook
// endpoint, one Rejected, one disbursed, from the bench's bodies in
// <bodies.json>); every other loan is a copy of one of them
// (bench/scale-rows.mts) written straight into the database in large batches
// (bench/scale-writers.mts): new ids dated at its booking time, its own partner
// loan id, mobile, account number, PAN and name (with its search words), a
// listed amount spread over a book's range, and every encrypted column sealed
// again under its own row key, as the app would have written it. About a
// quarter of the Approved and disbursed loans get a registered mandate, with its
// webhook event and a delivery (one in fifty failed). Writes
// to <fixtures.json> the ids and search terms the timings ask for.
import { readFileSync, writeFileSync } from "node:fs";
import { DISBURSAL_BENEFICIARY, KEY_FACTS, NACH_MANDATE, openText } from "@/lib/crypto/sealed-columns";
import { todayInIndia } from "@/lib/calendar/india-day";
import { read } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { bookLoan } from "@/lib/loans/book-loan";
import { acceptKfs } from "@/lib/kfs/accept-kfs";
import { getKeyFacts } from "@/lib/kfs/get-kfs";
import { disburseLoan } from "@/lib/loans/disburse-loan";
import { recordAgreement } from "@/lib/loans/record-agreement";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { reportNachStatus } from "@/lib/nach/report-nach-status";
import { createPartner } from "@/lib/partners/create-partner";
import { seedDemoPartners } from "@/lib/partners/demo-partners";
import { seedDemoStaff } from "@/lib/staff/demo-staff";
import { createEndpoint } from "@/lib/webhooks/manage-endpoints";
import { PARTNER_RUN, scaleLoanRows, type LoanTemplate, type Row, type ScaleLoan, type ScaleTemplates, type TableRow } from "./scale-rows.mjs";
import { openScaleStore, type ScaleStore } from "./scale-writers.mjs";

const total = Number(process.argv[2]);
const bodies = JSON.parse(readFileSync(process.argv[3] ?? "", "utf8")) as { approved: Record<string, unknown>; rejected: Record<string, unknown>; disbursed: Record<string, unknown> };
const fixturesPath = process.argv[4] ?? "";
if (!Number.isInteger(total) || total < 3 || !fixturesPath) throw new Error("usage: tsx --conditions=react-server bench/scale-database.mts <loans, at least 3> <bodies.json> <fixtures.json>");

const url = process.env.DATABASE_URL ?? "";
await migrate(url);
await seedDemoPartners();
await seedDemoStaff();
for (const name of ["Scale Three Finance", "Scale Four Finance", "Scale Five Finance"]) await createPartner({ name });
const partnerIds = (await read((queries) => queries.selectFrom("Partner").select("id").orderBy("id").execute())).map((partner) => partner.id);
const demoPartner = (await read((queries) => queries.selectFrom("ApiCredential").select("partnerId").where("clientId", "=", "demo").executeTakeFirstOrThrow())).partnerId;

const approved = await bookLoan({ partnerId: demoPartner, input: bodies.approved, actor: "api:demo" });
const rejected = await bookLoan({ partnerId: demoPartner, input: bodies.rejected, actor: "api:demo" });
const disbursed = await bookLoan({ partnerId: demoPartner, input: bodies.disbursed, actor: "api:demo" });
if (approved.status !== "Approved" || rejected.status !== "Rejected" || disbursed.status !== "Approved") {
  throw new Error(`the bench's bodies booked as ${approved.status}, ${rejected.status}, ${disbursed.status}`);
}
// What disbursal needs first (contract v3 section 12), as tests/support/partner-api.ts prepares it: the current KFS accepted by click-wrap, then the agreement.
const statement = await getKeyFacts({ partnerId: demoPartner, leadId: disbursed.lead_id, actor: "api:demo" });
const acceptedAt = Date.parse(statement.kfs.generated_on);
await acceptKfs({
  partnerId: demoPartner,
  leadId: disbursed.lead_id,
  input: { kfs_id: statement.kfs.kfs_id, accepted_at: new Date(acceptedAt).toISOString(), channel: "click_wrap", ip: "203.0.113.7", user_agent: "Mozilla/5.0 (bench)" },
  actor: "api:demo",
});
await recordAgreement({
  partnerId: demoPartner,
  leadId: disbursed.lead_id,
  input: { executed_at: new Date(Math.max(Date.now(), acceptedAt + 1)).toISOString(), signature_type: "click-wrap", document_sha256: "ab".repeat(32) },
  actor: "api:demo",
});
await disburseLoan({ partnerId: demoPartner, leadId: disbursed.lead_id, input: {}, actor: "api:demo" });
// Every partner has an endpoint (on a port nothing listens on), so a registration queues a delivery as it would in production.
const endpointIds: Record<string, string> = {};
for (const partnerId of partnerIds) endpointIds[partnerId] = (await createEndpoint({ partnerId, input: { url: "http://127.0.0.1:9/hooks" } })).id;
const mandate = await initiateNach({ partnerId: demoPartner, input: { lead_id: approved.lead_id }, actor: "api:demo" });
const TEMPLATE_UMRN = "LDSK0999999999999999";
await reportNachStatus({ nachId: mandate.physical_nach_id, report: { status: "registered", umrn: TEMPLATE_UMRN }, actor: "sandbox-bank" });
const store = await openScaleStore(!url.startsWith("file:"));

const MANDATE_EVENTS = ["nach_initiated", "nach_status_reported", "nach_umrn_recorded"];
async function templateOf(leadId: string): Promise<LoanTemplate> {
  const [loan] = await store.rowsWhere("Loan", "id", leadId);
  if (!loan) throw new Error(`no template loan ${leadId}`);
  const byTime = (a: Row, b: Row) => String(a.id).localeCompare(String(b.id));
  const events = (await store.rowsWhere("LoanEvent", "loanId", leadId)).sort(byTime);
  return {
    loan,
    body: loanBodyOf({ id: leadId, body: String(loan.body) }),
    coApplicants: await store.rowsWhere("CoApplicant", "loanId", leadId),
    events: events.filter((event) => event.type !== "disbursed" && !MANDATE_EVENTS.includes(String(event.type))),
  };
}

async function templates(): Promise<ScaleTemplates> {
  const one = async (table: string, column: string, value: string) => {
    const [row] = await store.rowsWhere(table, column, value);
    if (!row) throw new Error(`no template ${table} row with ${column} ${value}`);
    return row;
  };
  const disbursal = await one("Disbursal", "loanId", disbursed.lead_id);
  const keyFacts = await one("KeyFactsStatement", "id", disbursed.lead_id);
  const nach = await one("PhysicalNach", "id", mandate.physical_nach_id);
  const approvedEvents = (await store.rowsWhere("LoanEvent", "loanId", approved.lead_id)).sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const webhookEvent = await one("WebhookEvent", "partnerId", demoPartner);
  const approvedLoan = await one("Loan", "id", approved.lead_id);
  return {
    approved: await templateOf(approved.lead_id),
    rejected: await templateOf(rejected.lead_id),
    disbursed: await templateOf(disbursed.lead_id),
    disbursal,
    beneficiaryText: openText(DISBURSAL_BENEFICIARY, String(disbursal.id), String(disbursal.beneficiary)),
    keyFacts,
    keyFactsText: openText(KEY_FACTS, String(keyFacts.id), String(keyFacts.body)),
    disbursedEvent: (await store.rowsWhere("LoanEvent", "loanId", disbursed.lead_id)).find((event) => event.type === "disbursed") ?? {},
    mandate: nach,
    mandateText: openText(NACH_MANDATE, String(nach.id), String(nach.mandate)),
    mandateEvents: approvedEvents.filter((event) => MANDATE_EVENTS.includes(String(event.type))),
    webhookEvent,
    webhookDelivery: await one("WebhookDelivery", "eventId", String(webhookEvent.id)),
    mandateNames: {
      nachId: mandate.physical_nach_id,
      leadId: approved.lead_id,
      umrn: TEMPLATE_UMRN,
      partnerLoanId: String(approvedLoan.partnerLoanId),
      loanAccountNumber: String(approvedLoan.loanAccountNumber),
      eventId: String(webhookEvent.id),
      createdAt: String((JSON.parse(String(webhookEvent.body)) as { created_at: string }).created_at),
    },
    endpointIds,
  };
}

/** The ids and search terms the timings use: the demo partner's loans (the API's and partner staff's), spread over the year. */
function fixtureCollector(copies: number) {
  const SAMPLES = 200;
  // Whole runs of every partner, evenly spaced, so the demo partner's share comes out spread over the year.
  const cycle = PARTNER_RUN * partnerIds.length;
  const every = Math.max(1, Math.floor(copies / cycle / SAMPLES));
  const sampled: ScaleLoan[] = [];
  let middle: ScaleLoan | null = null;
  return {
    see(loan: ScaleLoan) {
      if (loan.partnerId !== demoPartner) return;
      if (Math.floor(loan.n / cycle) % every === 0) sampled.push(loan);
      if (!middle && loan.n >= copies / 2 && loan.umrn) middle = loan;
    },
    fixtures() {
      if (!middle) throw new Error("no loan with a mandate in the second half of the book");
      const spread = (loans: ScaleLoan[]) => loans.filter((_, index) => index % Math.max(1, Math.floor(loans.length / SAMPLES)) === 0).slice(0, SAMPLES).map((loan) => loan.leadId);
      return {
        loans: total,
        demo_partner_id: demoPartner,
        read_ids: spread(sampled),
        patch_ids: spread(sampled.filter((loan) => loan.kind === "approved")),
        middle: {
          lead_id: middle.leadId,
          partner_loan_id: middle.partnerLoanId,
          mobile_number: middle.mobileNumber,
          loan_account_number: middle.loanAccountNumber,
          umrn: middle.umrn,
          pan: middle.pan,
          full_name: middle.fullName,
          booked_on: todayInIndia(new Date(Number.parseInt(middle.leadId.replace("-", "").slice(0, 12), 16))),
        },
      };
    },
  };
}

const copies = total - 3;
const plan = { copies, end: Date.now() - 3_600_000, partnerIds };
const BATCH = 10_000;

async function build(store: ScaleStore): Promise<void> {
  const loanTemplates = await templates();
  const collector = fixtureCollector(copies);
  const started = Date.now();
  for (let from = 0; from < copies; from += BATCH) {
    const rows: TableRow[] = [];
    for (let n = from; n < Math.min(from + BATCH, copies); n++) {
      const copy = scaleLoanRows(n, loanTemplates, plan);
      collector.see(copy.loan);
      rows.push(...copy.rows);
    }
    await store.writeRows(rows);
    if ((from / BATCH) % 10 === 9) console.log(`  ${from + BATCH} loans written, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await store.finish();
  writeFileSync(fixturesPath, JSON.stringify(collector.fixtures()));
  console.log(`${total} loans across ${partnerIds.length} partners in ${Math.round((Date.now() - started) / 1000)} s`);
}

await build(store);
