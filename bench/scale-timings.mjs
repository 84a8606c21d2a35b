import { readFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { percentile, roundMs } from "./percentile.mjs";

// The bodies are dated and amortised by the service's own TypeScript (lib/calendar, lib/money).
const { benchLoan } = await tsImport("./bench-loan.mts", import.meta.url);

/**
 * The `--scale` timings: every API query and portal page named by issue 15
 * part 6, one request at a time so each time is the server's for one answer.
 * API routes log their own time (`duration_ms` in the request log, matched by
 * the x-request-id they answer with); pages and server actions log none, so
 * theirs is the response time on loopback, the whole body read.
 */
const TARGET_P99_MS = 50;

const AUTH = `Basic ${Buffer.from("demo:demo-secret").toString("base64")}`;
const JSON_HEADERS = { authorization: AUTH, "content-type": "application/json" };
const cursorOf = (leadId) => Buffer.from(leadId, "utf8").toString("base64url");

/** A portal session as the login form gets one: next-auth's CSRF cookie, then its credentials callback. */
export async function portalSession(base, email) {
  const jar = new Map();
  const keep = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  // lib/staff/demo-staff-list.ts: the demo users' password.
  const body = new URLSearchParams({ email, password: "demo-password", csrfToken, callbackUrl: `${base}/`, json: "true" });
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body,
    redirect: "manual",
  });
  keep(signIn);
  if (![...jar.keys()].some((name) => name.endsWith("next-auth.session-token"))) throw new Error(`could not sign in as ${email}`);
  return cookie();
}

/** A server action's id by its exported name, from the build's manifest: what a browser posts in `Next-Action`. */
function actionIds(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next/server/server-reference-manifest.json"), "utf8"));
  const ids = new Map(Object.entries(manifest.node).map(([id, action]) => [action.exportedName, id]));
  return (name) => {
    const id = ids.get(name);
    if (!id) throw new Error(`no server action ${name} in the build`);
    return id;
  };
}

const cycle = (items) => (index) => items[index % items.length];

const surnameOf = (name) => name.split(" ").at(-1);
const weekFrom = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/** Issue 29's search and each filter of the loans list, alone and together (bench/scale-rows.mts spreads names and amounts as a book's are). */
function loanSearches(middle) {
  const week = { booked_from: middle.booked_on, booked_to: weekFrom(middle.booked_on) };
  return [
    [" q=name word", { q: surnameOf(middle.full_name) }],
    [" q=whole name", { q: middle.full_name }],
    [" q=name no match", { q: "Zzyzx" }],
    [" q=PAN", { q: middle.pan }],
    [" q=loan account number", { q: middle.loan_account_number }],
    [" nach=registered", { nach: "registered" }],
    [" nach=none", { nach: "none" }],
    [" nach=failed (none such)", { nach: "failed" }],
    [" disbursed=yes", { disbursed: "yes" }],
    [" disbursed=no", { disbursed: "no" }],
    [" booked a week", week],
    [" booked a week status=Rejected", { ...week, status: "Rejected" }],
    [" amount >= 1 lakh (most)", { amount_min: 100_000 }],
    [" amount 2-2.1 lakh (2 %)", { amount_min: 200_000, amount_max: 210_000 }],
    [" amount = 2.5 lakh (0.2 %)", { amount_min: 250_000, amount_max: 250_000 }],
    [" amount under 10,000 (none)", { amount_max: 9_999 }],
    [" status, disbursed, nach together", { status: "Approved", disbursed: "no", nach: "registered" }],
    [" q=name word status=Rejected", { q: surnameOf(middle.full_name), status: "Rejected" }],
    [" q=name word deep cursor", { q: surnameOf(middle.full_name), cursor: middle.lead_id }],
  ];
}

/** Every line the issue asks for: a name, how its time is taken, and the request for the i-th run. */
function scaleLines({ base, fixtures, admin, partner, action, runId }) {
  const api = (pathName, init = {}) => () => fetch(`${base}${pathName}`, { headers: { authorization: AUTH }, ...init });
  const apiLine = (name, request) => ({ name, source: "log", request, ok: (status) => status >= 200 && status < 300 });
  const page = (cookie, pathName) => () => fetch(`${base}${pathName}`, { headers: { cookie }, redirect: "manual" });
  const pageLine = (name, request, marker) => ({ name, source: "loopback", request, ok: (status, text) => status === 200 && (!marker || text.includes(marker)) });
  const actionCall = (cookie, pagePath, actionName, args) => () =>
    fetch(`${base}${pagePath}`, {
      method: "POST",
      headers: { cookie, "next-action": action(actionName), accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", origin: base },
      body: JSON.stringify(args),
      redirect: "manual",
    });
  // The answer is React's flight format; the action's result is the row holding `"ok":true`.
  const actionLine = (name, request) => ({ name, source: "loopback", request, ok: (status, text) => status === 200 && text.includes('"ok":true') });
  const { middle } = fixtures;
  const readId = cycle(fixtures.read_ids);
  const patchId = cycle(fixtures.patch_ids);
  const roles = [
    ["admin", admin],
    ["partner", partner],
  ];
  const loanFilters = [
    ["", {}],
    [" status=Approved", { status: "Approved" }],
    [" status=Rejected", { status: "Rejected" }],
    [" q=partner loan id", { q: middle.partner_loan_id }],
    [" q=mobile", { q: middle.mobile_number }],
    [" q=lead id", { q: middle.lead_id }],
    [" deep cursor", { cursor: middle.lead_id }],
    [" deep cursor status=Rejected", { cursor: middle.lead_id, status: "Rejected" }],
    ...loanSearches(middle),
  ];
  const nachSearches = [
    ["UMRN", middle.umrn],
    ["loan account number", middle.loan_account_number],
    ["partner loan id", middle.partner_loan_id],
  ];
  return [
    apiLine("API list", api("/api/v1/client/loan/")),
    apiLine("API list status=Approved", api("/api/v1/client/loan/?status=Approved")),
    apiLine("API list status=Rejected", api("/api/v1/client/loan/?status=Rejected")),
    apiLine("API list partner_loan_id", api(`/api/v1/client/loan/?partner_loan_id=${middle.partner_loan_id}`)),
    apiLine("API list limit=100", api("/api/v1/client/loan/?limit=100")),
    apiLine("API list deep cursor", api(`/api/v1/client/loan/?cursor=${cursorOf(middle.lead_id)}`)),
    apiLine("API list deep cursor status=Rejected", api(`/api/v1/client/loan/?status=Rejected&cursor=${cursorOf(middle.lead_id)}`)),
    apiLine("API read", (i) => api(`/api/v1/client/loan/${readId(i)}/`)()),
    apiLine("API PATCH", (i) => api(`/api/v1/client/loan/${patchId(i)}/`, { method: "PATCH", headers: JSON_HEADERS, body: JSON.stringify({ email: `s${i}@example.com` }) })()),
    apiLine("API booking", (i) => api("/api/v1/client/loan/", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(benchLoan(`SB-${runId}-${i}`)) })()),
    ...roles.flatMap(([role, cookie]) => [
      pageLine(`home as ${role}`, page(cookie, "/"), "Bookings today"),
      pageLine(`loans page as ${role}`, page(cookie, "/loans")),
      pageLine(`loans page as ${role} q=name word status=Approved`, page(cookie, `/loans?q=${encodeURIComponent(surnameOf(middle.full_name))}&status=Approved`)),
      ...loanFilters.map(([label, query]) => actionLine(`loans list as ${role}${label}`, actionCall(cookie, "/loans", "listLoansAction", [query]))),
      pageLine(`loan page as ${role}`, (i) => page(cookie, `/loans/${readId(i)}`)(), "Loan details"),
      ...nachSearches.map(([label, term]) => pageLine(`NACH page as ${role}, search by ${label}`, page(cookie, `/nach?id=${encodeURIComponent(term)}`), middle.umrn)),
      actionLine(`mandates list as ${role}`, actionCall(cookie, "/nach", "listMandatesAction", [{}])),
      actionLine(`mandates list as ${role} status=registered`, actionCall(cookie, "/nach", "listMandatesAction", [{ status: "registered" }])),
      pageLine(`webhooks page as ${role}`, page(cookie, "/webhooks"), "Deliveries"),
      ...["", "succeeded", "failed"].map((status) =>
        actionLine(`deliveries list as ${role}${status ? ` status=${status}` : ""}`, actionCall(cookie, "/webhooks", "listDeliveriesAction", [status ? { status } : {}])),
      ),
    ]),
    pageLine("wizard page as partner", page(partner, "/loans/new"), "Book a loan"),
    pageLine("settings page as admin", page(admin, "/settings"), "Staff users"),
  ];
}


/** Durations the server logged, by request id. */
function loggedDurations(logPath) {
  const durations = new Map();
  for (const line of readFileSync(logPath, "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line);
    if (entry.request_id && typeof entry.duration_ms === "number") durations.set(entry.request_id, entry.duration_ms);
  }
  return durations;
}

/** Times every line (or those whose name holds `only`), `requests` times each after a tenth as many warm-ups, and checks each against the target. */
export async function measureScale({ root, base, fixtures, requests, logPath, only }) {
  const admin = await portalSession(base, "admin@demo.loandesk.test");
  const partner = await portalSession(base, "partner@demo.loandesk.test");
  const lines = scaleLines({ base, fixtures, admin, partner, action: actionIds(root), runId: Date.now().toString(36) }).filter((line) => !only || line.name.includes(only));
  const warmups = Math.max(5, Math.ceil(requests / 10));
  const runs = [];
  for (const line of lines) {
    const times = [];
    const requestIds = [];
    for (let i = 0; i < warmups + requests; i++) {
      const started = performance.now();
      const response = await line.request(i);
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!line.ok(response.status, text)) throw new Error(`${line.name} answered ${response.status}: ${text.slice(0, 300)}`);
      if (i < warmups) continue;
      times.push(elapsed);
      requestIds.push(response.headers.get("x-request-id"));
    }
    runs.push({ line, times, requestIds });
  }
  const logged = loggedDurations(logPath);
  return runs.map(({ line, times, requestIds }) => {
    const server = line.source === "log" ? requestIds.map((id) => logged.get(id)) : times;
    if (server.some((ms) => typeof ms !== "number")) throw new Error(`${line.name}: a request is missing from the request log`);
    const sorted = [...server].sort((a, b) => a - b);
    const p99 = roundMs(percentile(sorted, 0.99));
    return {
      name: line.name,
      time: line.source === "log" ? "request log duration_ms" : "response time on loopback",
      requests,
      p50_ms: roundMs(percentile(sorted, 0.5)),
      p99_ms: p99,
      max_ms: roundMs(sorted.at(-1)),
      met: p99 < TARGET_P99_MS,
    };
  });
}

export const formatScaleLine = (result) =>
  `${result.met ? "met    " : "NOT MET"}  ${result.name.padEnd(58)} p50 ${String(result.p50_ms).padStart(6)} ms  p99 ${String(result.p99_ms).padStart(6)} ms  max ${String(result.max_ms).padStart(6)} ms  (${result.time === "request log duration_ms" ? "log" : "loopback"})`;

export const SCALE_TARGET = `every line under ${TARGET_P99_MS} ms at p99`;
