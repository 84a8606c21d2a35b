import { randomBytes, randomInt } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { approvedLoan, bankAccount, individualPan, rejectedLoan, uniqueLoanId } from "../support/loan-fixtures";
import { book, partner } from "./helpers";
import { runsOnPostgres, startOwnServer, type OwnServer } from "./own-server";
import { PortalClient } from "./portal-session";
import { createEndpoint, initiateNach, waitFor, type Target } from "./webhook-helpers";

// One server with both on: metrics behind a token, and traces sent as
// OTLP/JSON to a collector inside this test.

const TOKEN = randomBytes(32).toString("hex");

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values: OtlpValue[] };
}
interface OtlpSpan {
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

/** A collector: every OTLP/HTTP JSON export posted to /v1/traces, as its text and its spans. */
async function startCollector(): Promise<{ url: string; bodies: string[]; spans: () => OtlpSpan[]; close: () => Promise<void> }> {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.url === "/v1/traces") bodies.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    spans: () => bodies.flatMap((body) => ((JSON.parse(body) as OtlpExport).resourceSpans ?? []).flatMap((resource) => (resource.scopeSpans ?? []).flatMap((scope) => scope.spans ?? []))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string): OtlpValue | undefined => span.attributes?.find((entry) => entry.key === key)?.value;

let server: OwnServer;
let collector: Awaited<ReturnType<typeof startCollector>>;
let receiver: Receiver;
const target = (): Target => ({ baseUrl: server.baseUrl });

beforeAll(async () => {
  collector = await startCollector();
  receiver = await startReceiver();
  server = await startOwnServer({
    METRICS_TOKEN: TOKEN,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_BSP_SCHEDULE_DELAY: "100",
  });
});

afterAll(async () => {
  await server?.dispose();
  await receiver?.close();
  await collector?.close();
});

const scrape = (authorization?: string) => fetch(`${server.baseUrl}/api/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of one series of the scrape; 0 when the series is absent. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function metricsText(): Promise<string> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  return response.text();
}

describe("GET /api/metrics", () => {
  it("refuses a missing, wrong or non-bearer token with 401 in the envelope, and shows no metric", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`, TOKEN]) {
      const response = await scrape(authorization);
      const text = await response.text();
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(JSON.parse(text)).toEqual({ is_success: false, error: { code: "unauthorized", message: expect.any(String), details: {} } });
      expect(text).not.toMatch(/loandesk_|process_|# HELP/);
    }
    expect((await fetch(`${server.baseUrl}/api/metrics`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(405);
  });

  it("counts bookings by outcome and rule, disbursals, sign-in failures and requests by route pattern", async () => {
    const before = await metricsText();
    const approved = await book(approvedLoan(), undefined, server.baseUrl);
    await book(rejectedLoan(), undefined, server.baseUrl);
    await partner.disburse(approved.lead_id, target());
    expect(await new PortalClient(server.baseUrl).signIn("operations@demo.loandesk.test", "not-the-password")).toBe("CredentialsSignin");
    const after = await metricsText();

    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('loandesk_bookings_total{outcome="Approved"}')).toBe(1);
    expect(moved('loandesk_bookings_total{outcome="Rejected"}')).toBe(1);
    expect(moved('loandesk_booking_rule_failures_total{rule="credit_score"}')).toBe(1);
    expect(moved("loandesk_disbursals_total")).toBe(1);
    expect(moved('loandesk_sign_in_failures_total{reason="refused"}')).toBe(1);
    expect(moved('loandesk_http_requests_total{route="/api/v1/client/loan/[leadId]/disburse",method="POST",status="200"}')).toBe(1);
    expect(moved('loandesk_http_request_duration_seconds_count{route="/api/v1/client/loan",method="POST",status="201"}')).toBeGreaterThanOrEqual(2);
    // Routes by pattern: no loan's id becomes a label.
    expect(after).not.toContain(approved.lead_id);
    for (const gauge of ['loandesk_nach_mandates{status="initiated"}', "loandesk_nach_mandates_near_staleness", "loandesk_webhook_outbox_pending", "loandesk_webhook_outbox_oldest_pending_age_seconds", "loandesk_webhook_outbox_overdue_seconds"]) {
      expect(after, gauge).toMatch(new RegExp(`^${gauge.replace(/[{}[\]()"]/g, "\\$&")} \\d`, "m"));
    }
    expect(after).toMatch(/^process_cpu_seconds_total /m);
    // The pool is PostgreSQL's; SQLite has one connection and shows none.
    expect(/^loandesk_db_pool_connections\{state="max"\} \d/m.test(after)).toBe(runsOnPostgres());
  });
});

describe("traces", () => {
  it("has spans for requests, statements and webhook attempts, and none carries a borrower's details or a search", async () => {
    const word = Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz".charAt(randomInt(26))).join("");
    const name = `Zorawar Qx${word}`;
    const pan = individualPan();
    const mobile = `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
    const account = String(randomInt(1e11, 1e12 - 1));
    const email = `qx.${word}@example.com`;
    const address = `42 Qx${word} Lane, Pune`;
    const endpoint = await createEndpoint(receiver.url, target());
    const booking = await book(
      approvedLoan({
        partner_loan_id: uniqueLoanId("OTEL"),
        full_name: name,
        mobile_number: mobile,
        email,
        bank_account: { ...bankAccount(account), ac_name: name },
        kyc: [
          { kyc_type: "pan", identifier: pan, verified_using: "registry-api", kyc_name: name },
          { kyc_type: "aadhaar", identifier: "1234", verified_using: "offline-eKYC", address },
        ],
      }),
      undefined,
      server.baseUrl,
    );
    await initiateNach(booking.lead_id, target());
    const staff = new PortalClient(server.baseUrl);
    expect(await staff.signIn("operations@demo.loandesk.test", DEMO_STAFF_PASSWORD)).toBeNull();
    for (const search of [name, pan]) expect((await staff.request(`/loans?q=${encodeURIComponent(search)}`)).status).toBe(200);
    await waitFor(() => receiver.requests.length > 0, { what: "the mandate's webhook" });

    const attempt = await waitFor(() => collector.spans().find((span) => span.name === "webhook attempt"), { what: "a webhook attempt's span" });
    expect(attribute(attempt, "server.address")?.stringValue).toBe("127.0.0.1");
    expect(Number(attribute(attempt, "http.response.status_code")?.intValue)).toBe(200);
    expect(Number(attribute(attempt, "loandesk.webhook.attempt")?.intValue)).toBe(1);
    await waitFor(() => collector.spans().some((span) => /^GET \/loans/.test(span.name)), { what: "the portal search's request span" });
    const spans = collector.spans();
    expect(spans.some((span) => /^POST \/api\/v1\/client\/loan/.test(span.name))).toBe(true);
    const statements = spans.filter((span) => attribute(span, "db.query.text"));
    expect(statements.some((span) => /insert into "Loan"/i.test(attribute(span, "db.query.text")?.stringValue ?? ""))).toBe(true);
    expect(endpoint.id).toBeTruthy();

    const exported = collector.bodies.join("\n");
    const searches = [name, pan].flatMap((value) => [encodeURIComponent(value), value.replaceAll(" ", "+")]);
    for (const value of [name, pan, mobile, account, email, address, `Qx${word}`, ...searches]) expect(exported, value).not.toContain(value);
    expect(exported).not.toMatch(/\?q=/);
    // The attempt was timed where it ran: in this server, which delivers on its own;
    // the mandate the sandbox registered is counted by the database's triggers.
    const metrics = await metricsText();
    expect(valueOf(metrics, 'loandesk_webhook_attempt_duration_seconds_count{outcome="success"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(metrics, 'loandesk_nach_mandates{status="registered"}')).toBe(1);
    expect(valueOf(metrics, 'loandesk_nach_mandates{status="initiated"}')).toBe(0);
  });
});
