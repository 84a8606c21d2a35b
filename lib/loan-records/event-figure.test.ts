import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import type { LoanEventType } from "./loan-event-type";
import { eventFigure } from "./event-figure";

describe("eventFigure", () => {
  it("counts a booking's evaluation, and older evaluations that carry no trigger, as bookings", () => {
    expect(eventFigure("policy_evaluated", { outcome: "Approved", trigger: "booking" })).toBe("booked_approved");
    expect(eventFigure("policy_evaluated", { version: "2026-11.1", outcome: "Rejected", failed: ["age"] })).toBe("booked");
  });

  it("does not count an update's re-evaluation", () => {
    expect(eventFigure("policy_evaluated", { outcome: "Approved", trigger: "update" })).toBeNull();
  });

  it("counts a NACH registration only when the mandate becomes registered", () => {
    expect(eventFigure("nach_status_reported", { from: "submitted", to: "registered" })).toBe("nach_registered");
    expect(eventFigure("nach_status_reported", { from: "registered", to: "registered" })).toBeNull();
    expect(eventFigure("nach_status_reported", { from: "submitted", to: "rejected" })).toBeNull();
  });

  it("counts disbursals and nothing else", () => {
    expect(eventFigure("disbursed", {})).toBe("disbursed");
    expect(eventFigure("updated", { method: "PATCH", fields: ["email"] })).toBeNull();
  });
});

describe("migration 0013", () => {
  const samples: [LoanEventType, Record<string, unknown>][] = [
    ["policy_evaluated", { outcome: "Approved", trigger: "booking" }],
    ["policy_evaluated", { outcome: "Rejected", trigger: "booking" }],
    ["policy_evaluated", { outcome: "Approved", trigger: "update" }],
    ["policy_evaluated", { version: "2026-11.1", outcome: "Approved" }],
    ["disbursed", { amount: 100 }],
    ["nach_status_reported", { from: "submitted", to: "registered" }],
    ["nach_status_reported", { to: "registered" }],
    ["nach_status_reported", { from: "registered", to: "registered" }],
    ["nach_status_reported", { from: "submitted", to: "rejected" }],
    ["updated", { method: "PATCH", fields: ["email"] }],
  ];

  it("gives the events written before it the figure they would be written with today", () => {
    const db = new Database(":memory:");
    const root = path.join(__dirname, "../../prisma/migrations/sqlite");
    const names = readdirSync(root).sort();
    const apply = (name: string) => db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
    names.filter((name) => name < "0013").forEach(apply);
    db.pragma("foreign_keys = OFF");
    const insert = db.prepare(`INSERT INTO "LoanEvent" ("id", "loanId", "partnerId", "type", "data", "actor", "createdAt") VALUES (?, 'l', 'p', ?, ?, 'test', '2026-11-01T00:00:00.000+00:00')`);
    samples.forEach(([type, data], index) => insert.run(String(index).padStart(3, "0"), type, JSON.stringify(data)));

    names.filter((name) => name.startsWith("0013")).forEach(apply);

    const figures = (db.prepare(`SELECT "figure" FROM "LoanEvent" ORDER BY "id"`).all() as { figure: string | null }[]).map((row) => row.figure);
    expect(figures).toEqual(samples.map(([type, data]) => eventFigure(type, data)));
  });
});
