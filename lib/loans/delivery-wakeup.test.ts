import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-wakeup-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.LOANDESK_DATA_KEY = Buffer.from("wakeup-test-data-key-32-bytes!!!").toString("base64");
  return file;
});

import { disconnect } from "@/lib/db/database";
import { onWake } from "@/lib/jobs/wakeup";
import { migrate } from "@/lib/migrations/migrate";
import { createPartner } from "@/lib/partners/create-partner";
import { DELIVERY_TOPIC } from "@/lib/webhooks/delivery-wakeup";
import { createEndpoint } from "@/lib/webhooks/manage-endpoints";
import { minimalLoan } from "@/tests/support/loan-fixtures";
import { bookLoan } from "./book-loan";

let wakes = 0;
const stopListening = onWake(DELIVERY_TOPIC, () => {
  wakes += 1;
});

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  stopListening();
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

const approvedBooking = (partnerId: string, partnerLoanId: string) => bookLoan({ partnerId, input: minimalLoan({ partner_loan_id: partnerLoanId }), actor: "test" });

// Each wake makes the worker claim and look for due deliveries: two statements a booking would pay for nothing.
describe("the delivery worker after an Approved booking (its kfs.issued event)", () => {
  it("is not woken when the partner has no endpoint for the event", async () => {
    const { partnerId } = await createPartner({ name: "No Hooks Finance" });
    wakes = 0;
    const loan = await approvedBooking(partnerId, "WAKE-1");
    expect(loan.status).toBe("Approved");
    expect(wakes).toBe(0);
  });

  it("is woken once the event's delivery is committed", async () => {
    const { partnerId } = await createPartner({ name: "Hooked Finance" });
    await createEndpoint({ partnerId, input: { url: "http://127.0.0.1:9/hooks" } });
    wakes = 0;
    await approvedBooking(partnerId, "WAKE-2");
    expect(wakes).toBe(1);
  });
});
