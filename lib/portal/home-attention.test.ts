import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, or the PostgreSQL server scripts/with-postgres.sh started, named
// before any module reads the environment; three days in a row, ten to twelve days ago in India, are
// holidays, so at least one of them is a weekday the stale mandates' count must skip.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-home-attention-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.LOANDESK_DATA_KEY = Buffer.from("home-attention-test-data-key-32!").toString("base64");
  const indianDay = (daysAgo: number) => new Date(Date.now() + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  process.env.HOLIDAYS = [10, 11, 12].map(indianDay).join(",");
  return file;
});

import { addDays } from "@/lib/calendar/calendar-date";
import { startOfIndianDay, todayInIndia } from "@/lib/calendar/india-day";
import { isWorkingDay, workingDaysBetween } from "@/lib/calendar/working-days";
import { databaseKind, disconnect } from "@/lib/db/database";
import { read, write } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { sqliteTime } from "@/lib/db/stored-values";
import { firstIdAt, newId } from "@/lib/ids/ids";
import { acceptKfs } from "@/lib/kfs/accept-kfs";
import { bookLoan } from "@/lib/loans/book-loan";
import { updateLoan } from "@/lib/loans/update-loan";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { createPartner } from "@/lib/partners/create-partner";
import type { StaffActor, StaffRole } from "@/lib/codes/roles";
import { minimalLoan } from "@/tests/support/loan-fixtures";
import { attentionItems, type AttentionItem, type AttentionKind } from "./home-attention";
import { moneyTotals } from "./home-totals";
import { loanFilterQuery } from "@/lib/loans/loan-filter-query";
import { listPortalLoans } from "./portal-loan-list";
import { listPortalMandates } from "./portal-mandates";
import { listPortalDeliveries } from "./portal-webhooks";

const HOLIDAYS = new Set((process.env.HOLIDAYS ?? "").split(","));
const DAY_MS = 86_400_000;

const staff = (role: StaffRole, partnerId: string | null = null): StaffActor => ({ userId: `user-${role}`, name: "Staff", email: `${role}@example.test`, role, partnerId });

/** The oldest day with exactly `count` working days after it up to today, the configured holidays skipped. */
function oldestDayWithWorkingDays(today: string, count: number): string {
  let day = today;
  while (workingDaysBetween(addDays(day, -1), today, HOLIDAYS) <= count) day = addDays(day, -1);
  return day;
}

async function approvedLoan(partnerId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const booked = await bookLoan({ partnerId, input: minimalLoan(overrides), actor: "test" });
  expect(booked.status).toBe("Approved");
  return booked.lead_id;
}

/**
 * Moves a loan's booking (and its lead id, a UUID v7 of the booking's time,
 * as the list's date filter reads it) or its disbursal; the loan's rows
 * follow the id by their foreign keys' ON UPDATE CASCADE. Returns the lead id.
 */
async function setLoan(leadId: string, change: { createdAt?: Date; disbursedAt?: Date }): Promise<string> {
  const id = change.createdAt ? `${firstIdAt(change.createdAt).slice(0, 14)}${leadId.slice(14)}` : leadId;
  await write((queries) => queries.updateTable("Loan").set({ ...change, id }).where("id", "=", leadId).execute());
  return id;
}

async function mandateStartedAt(partnerId: string, createdAt: Date): Promise<string> {
  const leadId = await approvedLoan(partnerId);
  const { physical_nach_id: nachId } = await initiateNach({ partnerId, input: { lead_id: leadId }, actor: "test" });
  await write((queries) => queries.updateTable("PhysicalNach").set({ createdAt }).where("id", "=", nachId).execute());
  return nachId;
}

/** The borrower's click-wrap acceptance of the loan's current KFS version. */
async function acceptCurrentKfs(partnerId: string, leadId: string): Promise<void> {
  const version = await write((queries) =>
    queries.selectFrom("KfsVersion").select(["id", "generatedAt"]).where("loanId", "=", leadId).orderBy("version", "desc").executeTakeFirstOrThrow(),
  );
  await acceptKfs({
    partnerId,
    leadId,
    input: { kfs_id: version.id, accepted_at: version.generatedAt.toISOString(), channel: "click_wrap", ip: "203.0.113.7", user_agent: "Mozilla/5.0 (test)" },
    actor: "test",
  });
}

/** A delivery of an event to an endpoint of the partner, in the status given, last changed at `updatedAt`. */
async function delivery(partnerId: string, status: "failed" | "pending" | "succeeded", updatedAt: Date): Promise<string> {
  const [endpointId, eventId, deliveryId] = [newId(), newId(), newId()];
  await write(async (queries) => {
    await queries
      .insertInto("WebhookEndpoint")
      .values({ id: endpointId, partnerId, url: "https://hooks.example.test/loandesk", secret: "sealed", enabled: true, createdAt: updatedAt, updatedAt })
      .execute();
    await queries.insertInto("WebhookEvent").values({ id: eventId, partnerId, type: "nach.status", body: "{}", createdAt: updatedAt }).execute();
    await queries
      .insertInto("WebhookDelivery")
      .values({ id: deliveryId, eventId, endpointId, partnerId, status, attemptCount: 4, createdAt: new Date(updatedAt.getTime() - 60_000), updatedAt })
      .execute();
  });
  return deliveryId;
}

async function disbursal(leadId: string, amount: number, transactionTime: Date): Promise<void> {
  await write(async (queries) => {
    await queries.insertInto("Disbursal").values({ id: newId(), loanId: leadId, amount, transactionTime, createdAt: new Date() }).execute();
    await queries.updateTable("Loan").set({ disbursedAt: transactionTime }).where("id", "=", leadId).execute();
  });
}

const byKind = (items: AttentionItem[]) => new Map(items.map((item) => [item.kind, item]));
const countsOf = (items: AttentionItem[]) => Object.fromEntries(items.map((item) => [item.kind, item.count]));
const queryOf = (href: string) => Object.fromEntries(new URL(href, "http://portal.test").searchParams);

/** What the list a count links to shows, for the same actor. */
async function listed(actor: StaffActor, item: AttentionItem): Promise<string[]> {
  const query = { ...queryOf(item.href), limit: 100 };
  if (item.kind === "staleMandates") return (await listPortalMandates({ actor, query })).items.map((row) => row.id);
  if (item.kind === "failedDeliveries") return (await listPortalDeliveries({ actor, query, now: NOW })).map((row) => row.id);
  return (await listPortalLoans({ actor, query })).items.map((row) => row.leadId);
}

let acme: string;
let other: string;
// One instant for the whole file, so the 24 hours are counted from the same moment by the count and the list.
const NOW = new Date();
const today = todayInIndia(NOW);
const counted: Record<AttentionKind, string[]> = { staleMandates: [], failedDeliveries: [], undisbursedLoans: [], kfsNotAccepted: [] };

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  acme = (await createPartner({ name: "Acme Finance" })).partnerId;
  other = (await createPartner({ name: "Other Finance" })).partnerId;
  const now = NOW;

  // Mandates: 90 working days behind the oldest day that has them, 91 behind the day before.
  const ninety = startOfIndianDay(oldestDayWithWorkingDays(today, 90));
  await mandateStartedAt(acme, ninety);
  counted.staleMandates.push(await mandateStartedAt(acme, new Date(ninety.getTime() - 1)));
  await mandateStartedAt(other, new Date(ninety.getTime() - 1));
  await mandateStartedAt(acme, new Date(ninety.getTime() - 30 * DAY_MS)).then((nachId) =>
    write((queries) => queries.updateTable("PhysicalNach").set({ status: "failed", activeLoanId: null }).where("id", "=", nachId).execute()),
  );

  // Deliveries: failed exactly 24 hours ago counts, a millisecond earlier does not.
  counted.failedDeliveries.push(await delivery(acme, "failed", new Date(now.getTime() - DAY_MS)));
  await delivery(acme, "failed", new Date(now.getTime() - DAY_MS - 1));
  await delivery(acme, "pending", now);
  await delivery(other, "failed", now);

  // Approved and undisbursed: booked on the day a week before today counts, the day after it not.
  const sixDaysAgo = startOfIndianDay(addDays(today, -6));
  const weekOld = await setLoan(await approvedLoan(acme), { createdAt: new Date(sixDaysAgo.getTime() - 1) });
  counted.undisbursedLoans.push(weekOld);
  await setLoan(await approvedLoan(acme), { createdAt: sixDaysAgo });
  const paid = await approvedLoan(acme);
  await setLoan(paid, { createdAt: new Date(sixDaysAgo.getTime() - 5 * DAY_MS), disbursedAt: now });
  const rejected = await bookLoan({ partnerId: acme, input: minimalLoan({ credit_score: 600 }), actor: "test" });
  await setLoan(rejected.lead_id, { createdAt: new Date(sixDaysAgo.getTime() - 5 * DAY_MS) });
  await setLoan(await approvedLoan(other), { createdAt: new Date(sixDaysAgo.getTime() - DAY_MS) });

  // KFS: every undisbursed Approved loan above has none accepted; one accepted now, one accepted and then changed.
  const loans = (await listPortalLoans({ actor: staff("partner", acme), query: { status: "Approved", disbursed: "no", limit: 100 } })).items;
  counted.kfsNotAccepted.push(...loans.map((loan) => loan.leadId));
  const accepted = await approvedLoan(acme);
  await acceptCurrentKfs(acme, accepted);
  const changed = await approvedLoan(acme);
  await acceptCurrentKfs(acme, changed);
  await updateLoan({ partnerId: acme, leadId: changed, input: { loan_amount: 150000, disbursal_detail: [{ date: today, amount: 150000 }] }, mode: "patch", actor: "test" });
  counted.kfsNotAccepted.push(changed);
}, 120_000);

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("what needs attention on the home page", () => {
  it("counts, for a partner's staff, only their partner's items, each at its boundary", async () => {
    const items = await attentionItems({ actor: staff("partner", acme), now: NOW });
    expect(items.map((item) => item.kind)).toEqual(["staleMandates", "failedDeliveries", "undisbursedLoans", "kfsNotAccepted"]);
    expect(countsOf(items)).toEqual({
      staleMandates: 1,
      failedDeliveries: 1,
      undisbursedLoans: 1,
      kfsNotAccepted: counted.kfsNotAccepted.length,
    });
  });

  it("links each count to the list that shows exactly those items", async () => {
    const actor = staff("partner", acme);
    const items = byKind(await attentionItems({ actor, now: NOW }));
    for (const kind of ["staleMandates", "failedDeliveries", "undisbursedLoans", "kfsNotAccepted"] as const) {
      const item = items.get(kind);
      if (!item) throw new Error(`no ${kind}`);
      expect((await listed(actor, item)).sort(), kind).toEqual([...counted[kind]].sort());
    }
    expect(items.get("staleMandates")?.href).toBe(`/nach?status=initiated&started_to=${addDays(oldestDayWithWorkingDays(today, 90), -1)}`);
    expect(items.get("failedDeliveries")?.href).toBe("/webhooks?status=failed&within=24h");
    expect(items.get("undisbursedLoans")?.href).toBe(`/loans?status=Approved&disbursed=no&booked_to=${addDays(today, -7)}`);
    expect(items.get("kfsNotAccepted")?.href).toBe("/loans?status=Approved&disbursed=no&kfs=not_accepted");
  });

  it("counts working days without the configured holidays: a weekday holiday makes the 90th working day an earlier date", () => {
    const weekdayHolidays = [...HOLIDAYS].filter((day) => isWorkingDay(day));
    expect(weekdayHolidays.length).toBeGreaterThan(0);
    const withoutHolidays = (() => {
      let day = today;
      while (workingDaysBetween(addDays(day, -1), today) <= 90) day = addDays(day, -1);
      return day;
    })();
    expect(oldestDayWithWorkingDays(today, 90) < withoutHolidays).toBe(true);
  });

  it("shows another partner's staff their own items and none of the first partner's", async () => {
    // Its stale mandate's loan and its week-old loan have no KFS accepted either.
    expect(countsOf(await attentionItems({ actor: staff("partner", other), now: NOW }))).toEqual({ staleMandates: 1, failedDeliveries: 1, undisbursedLoans: 1, kfsNotAccepted: 2 });
  });

  it("counts every partner's for the lender's roles, each only what its role may open", async () => {
    for (const role of ["support", "admin"] as const) {
      const counts = countsOf(await attentionItems({ actor: staff(role), now: NOW }));
      expect(Object.keys(counts), role).toEqual(["staleMandates", "failedDeliveries", "undisbursedLoans", "kfsNotAccepted"]);
      // Other test files may share the PostgreSQL database: at least both partners' items.
      expect(counts.staleMandates, role).toBeGreaterThanOrEqual(2);
      expect(counts.failedDeliveries, role).toBeGreaterThanOrEqual(2);
      expect(counts.undisbursedLoans, role).toBeGreaterThanOrEqual(2);
    }
    // Operations cannot open the Webhooks page, so they are not shown its count.
    expect(Object.keys(countsOf(await attentionItems({ actor: staff("operations"), now: NOW })))).toEqual(["staleMandates", "undisbursedLoans", "kfsNotAccepted"]);
  });


  it.runIf(databaseKind() === "sqlite")("counts a partner's Approved loans undisbursed for a week through an index on the partner and the status, never a scan of every loan", async () => {
    const plan = await read(async (queries) => {
      const filter = { status: "Approved" as const, disbursed: "no" as const, booked_to: addDays(today, -7) };
      const loans = await loanFilterQuery(queries, acme, filter);
      const { sql, parameters } = loans.clearOrderBy().select((eb) => eb.fn.countAll().as("count")).compile();
      const db = new Database(database, { readonly: true });
      try {
        const bound = parameters.map((value) => (value instanceof Date ? sqliteTime(value) : value));
        return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bound) as { detail: string }[]).map((step) => step.detail);
      } finally {
        db.close();
      }
    });
    expect(plan.join("\n")).toMatch(/SEARCH Loan USING (COVERING )?INDEX Loan_partnerId_status_\w+ \(partnerId=\? AND status=\?/);
    expect(plan.join("\n")).not.toMatch(/SCAN Loan/);
  });
});

describe("the rupee totals on the home page", () => {
  let partner: string;

  beforeAll(async () => {
    partner = (await createPartner({ name: "Totals Finance" })).partnerId;
    const todayStart = startOfIndianDay(today);
    const windowStart = startOfIndianDay(addDays(today, -29));
    const at = async (amount: number, createdAt: Date) => {
      const leadId = await approvedLoan(partner, { loan_amount: amount, disbursal_detail: [{ date: today, amount }] });
      return setLoan(leadId, { createdAt });
    };
    const first = await at(123_456, todayStart);
    const second = await at(34_567, new Date(todayStart.getTime() - 1));
    await at(50_000, windowStart);
    await at(70_000, new Date(windowStart.getTime() - 1));
    const rejected = await bookLoan({ partnerId: partner, input: minimalLoan({ credit_score: 600, loan_amount: 90_000, disbursal_detail: [{ date: today, amount: 90_000 }] }), actor: "test" });
    expect(rejected.status).toBe("Rejected");
    await approvedLoan(other, { loan_amount: 150_000, disbursal_detail: [{ date: today, amount: 150_000 }] });
    await disbursal(first, 121_000.32, todayStart);
    await disbursal(second, 33_000.5, new Date(todayStart.getTime() - 1));
    const older = await at(60_000, windowStart);
    await disbursal(older, 58_000, windowStart);
    const tooOld = await at(80_000, windowStart);
    await disbursal(tooOld, 78_000, new Date(windowStart.getTime() - 1));
  }, 60_000);

  it("adds up Approved bookings and disbursals today and in the last 30 days, in India's days, to the paisa", async () => {
    expect(await moneyTotals({ actor: staff("partner", partner) })).toEqual({
      booked: { today: { amount: 123_456, loans: 1 }, lastDays: { amount: 123_456 + 34_567 + 50_000 + 60_000 + 80_000, loans: 5 } },
      disbursed: { today: { amount: 121_000.32, loans: 1 }, lastDays: { amount: 121_000.32 + 33_000.5 + 58_000, loans: 3 } },
    });
  });

  it("counts every partner's for the lender's roles, and another partner's nothing of these", async () => {
    const everyone = await moneyTotals({ actor: staff("admin") });
    expect(everyone.booked.today.amount).toBeGreaterThanOrEqual(123_456 + 150_000);
    // Its mandate's loan and the ₹1,50,000 booked today; the week-old loan of the counts above.
    expect(await moneyTotals({ actor: staff("partner", other) })).toEqual({
      booked: { today: { amount: 200_000 + 150_000, loans: 2 }, lastDays: { amount: 200_000 + 150_000 + 200_000, loans: 3 } },
      disbursed: { today: { amount: 0, loans: 0 }, lastDays: { amount: 0, loans: 0 } },
    });
  });
});
