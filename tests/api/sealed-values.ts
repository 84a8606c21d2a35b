import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { sealedKeyId } from "@/lib/crypto/field-cipher";
import { SEALED_COLUMNS, type SealedColumn } from "@/lib/crypto/sealed-columns";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api } from "./client";
import { queryRows } from "./database";
import { book, LOANS, loanPath } from "./helpers";
import { approvedLoan } from "../support/loan-fixtures";
import { PortalClient } from "./portal-session";
import type { Receiver } from "../support/webhook-receiver";
import { bankAccount, createEndpoint, firstWebhook, initiateNach, PENDING_ACCOUNT, uploadScan, verifyWebhook } from "./webhook-helpers";

/** The id of the key each encrypted value of a database is under, null for a value in clear; one entry per distinct answer. */
export async function sealedKeyIds(databaseUrl: string, columns: readonly SealedColumn[] = SEALED_COLUMNS): Promise<Set<string | null>> {
  const ids = new Set<string | null>();
  for (const { table, column } of columns) {
    const rows = await queryRows<{ head: string | Buffer }>(`SELECT substr("${column}", 1, 12) AS "head" FROM "${table}" WHERE "${column}" IS NOT NULL`, [], databaseUrl);
    for (const { head } of rows) ids.add(sealedKeyId(head));
  }
  return ids;
}

/**
 * One value of each kind the service encrypts at rest, as a partner wrote it,
 * with what the service answered then: what a test that changes how they are
 * sealed (a migration, a key rotation) compares against afterwards.
 */
export interface SealedFixtures {
  leadId: string;
  /** Sent with an Idempotency-Key so that its answer is stored, encrypted, for a replay. */
  booking: { body: Record<string, unknown>; idempotencyKey: string; answer: string };
  /** The loan's read as text, so that a change to any field shows. */
  loanRead: string;
  nachId: string;
  scan: Buffer;
  /** Shown only once, at creation: afterwards only a webhook it verifies shows the stored one is intact. */
  endpointSecret: string;
}

/** Writes the fixtures through the API of the server at `baseUrl`, its webhooks going to `receiverUrl`. */
export async function writeSealedFixtures({
  baseUrl,
  receiverUrl,
  pan,
  scan,
  idempotencyKeyPrefix,
}: {
  baseUrl: string;
  receiverUrl: string;
  pan: string;
  scan: Buffer;
  idempotencyKeyPrefix: string;
}): Promise<SealedFixtures> {
  const idempotencyKey = `${idempotencyKeyPrefix}-${randomBytes(6).toString("hex")}`;
  // An account the sandbox never registers keeps the mandate initiated, the one state that takes a signed scan.
  const body = approvedLoan({
    bank_account: bankAccount(PENDING_ACCOUNT),
    kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }],
  });
  const booked = await api("POST", LOANS, { body, headers: { "idempotency-key": idempotencyKey }, baseUrl });
  expect(booked.status, booked.text).toBe(201);
  const leadId = String(booked.body.data?.lead_id);
  const endpoint = await createEndpoint(receiverUrl, { baseUrl });
  const nach = await initiateNach(leadId, { baseUrl });
  const uploaded = await uploadScan(nach.physical_nach_id, scan, {}, { baseUrl });
  expect(uploaded.status, uploaded.text).toBe(200);
  const loanRead = (await api("GET", loanPath(leadId), { baseUrl })).text;
  return { leadId, booking: { body, idempotencyKey, answer: booked.text }, loanRead, nachId: nach.physical_nach_id, scan, endpointSecret: endpoint.secret };
}

/**
 * Asserts that the server at `baseUrl` reads every fixture back exactly as it
 * was written: the loan, the replayed booking, the scan as `portalUser` (a demo
 * staff email whose role may download scans) gets it, and the endpoint's secret.
 */
export async function expectSealedFixturesIntact(
  fixtures: SealedFixtures,
  { baseUrl, receiver, portalUser }: { baseUrl: string; receiver: Receiver; portalUser: string },
): Promise<void> {
  expect((await api("GET", loanPath(fixtures.leadId), { baseUrl })).text).toBe(fixtures.loanRead);
  const { body, idempotencyKey, answer } = fixtures.booking;
  const replay = await api("POST", LOANS, { body, headers: { "idempotency-key": idempotencyKey }, baseUrl });
  expect(replay.headers.get("idempotency-replayed")).toBe("true");
  expect(replay.text).toBe(answer);
  const portal = new PortalClient(baseUrl);
  expect(await portal.signIn(portalUser, DEMO_STAFF_PASSWORD)).toBeNull();
  const scan = await portal.download(`/portal-files/nach/${fixtures.nachId}/scan`);
  expect(scan.status).toBe(200);
  expect(scan.bytes.equals(fixtures.scan)).toBe(true);
  const registered = await initiateNach((await book(approvedLoan(), undefined, baseUrl)).lead_id, { baseUrl });
  const webhook = await firstWebhook(receiver, registered.physical_nach_id);
  expect(() => verifyWebhook(fixtures.endpointSecret, webhook)).not.toThrow();
}
