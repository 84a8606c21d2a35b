import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { API_SDK_DIR, writeApiSdk } from "@/scripts/api-types";
import { api, DEMO } from "./client";
import { createClient, createConfig } from "./generated/hey-api/client";
import {
  acceptKeyFactsStatement,
  bookLoan,
  disburseLoan,
  initiateNach,
  readKeyFactsStatement,
  readLoan,
  readNachStatus,
  recordAgreement,
} from "./generated/hey-api/sdk.gen";
import { conformingFetch, typedBooking } from "./generated-clients";
import { ROOT } from "./server";

/** Every file under `dir` by its path from there, with its text. */
const filesUnder = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, "utf8")];
      }),
  );

const client = () => createClient(createConfig({ baseUrl: inject("baseUrl"), auth: `${DEMO.clientId}:${DEMO.secret}`, fetch: conformingFetch }));

describe("an SDK generated from the OpenAPI document (@hey-api/openapi-ts)", () => {
  // Whatever the database, the document and so the SDK are the same: checked on SQLite's run only, saving the generator's seconds on PostgreSQL's.
  it.skipIf(process.env.TEST_DATABASE_URL?.startsWith("postgres"))("is committed as the generator makes it from the served document (npm run api:types regenerates it)", async () => {
    const served = await api("GET", "/api/v1/openapi.json", { auth: null });
    const fresh = mkdtempSync(path.join(tmpdir(), "loandesk-sdk-"));
    try {
      await writeApiSdk(served.body, fresh);
      expect(filesUnder(path.join(ROOT, API_SDK_DIR)), "run `npm run api:types` and commit the result").toEqual(filesUnder(fresh));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it("books, accepts the KFS, disburses and starts a physical NACH with typed calls and answers", async () => {
    // throwOnError: a refusal fails the test with the error envelope, and each answer's data is there when it returns.
    const sdk = client();
    const body = typedBooking("HEYAPI");
    const booked = await bookLoan({ client: sdk, body, headers: { "Idempotency-Key": `hey-api-${body.partner_loan_id}` }, throwOnError: true });
    expect(booked.response.status).toBe(201);
    expect(booked.data.data.status).toBe("Approved");
    const path = { lead_id: booked.data.data.lead_id };

    const { data: kfs } = await readKeyFactsStatement({ client: sdk, path, throwOnError: true });
    expect(kfs.data.accepted).toBeNull();
    expect(kfs.data.loan_amount).toBe(body.loan_amount);
    const { kfs_id, generated_on } = kfs.data;

    const accepted = await acceptKeyFactsStatement({
      client: sdk,
      path,
      body: { kfs_id, accepted_at: generated_on, channel: "click_wrap", ip: "203.0.113.7", user_agent: "hey-api" },
      throwOnError: true,
    });
    expect(accepted.response.status).toBe(201);
    expect(accepted.data.data.kfs_id).toBe(kfs_id);
    // The agreement is executed after the acceptance (contract v3 section 12).
    const executedAt = new Date(Math.max(Date.now(), Date.parse(generated_on) + 1)).toISOString();
    await recordAgreement({ client: sdk, path, body: { executed_at: executedAt, signature_type: "click-wrap", document_sha256: "ab".repeat(32) }, throwOnError: true });

    const disbursed = await disburseLoan({ client: sdk, path, headers: { "Idempotency-Key": `hey-api-disburse-${path.lead_id}` }, throwOnError: true });
    expect(disbursed.data.data.status).toBe("Disbursed");
    const { data: read } = await readLoan({ client: sdk, path, throwOnError: true });
    expect([read.data.disbursed, read.data.gender, read.data.date_of_birth]).toEqual([true, 2, "1990-03-12"]);

    const started = await initiateNach({ client: sdk, body: { lead_id: path.lead_id }, throwOnError: true });
    expect(started.response.status).toBe(201);
    const mandate = started.data.data;
    expect(mandate.status).toBe("initiated");
    expect(mandate.mandate.reference_1).toBe(booked.data.data.loan_account_number);
    const { data: status } = await readNachStatus({ client: sdk, path: { physical_nach_id: mandate.physical_nach_id }, throwOnError: true });
    expect(status.data).toEqual({ physical_nach_id: mandate.physical_nach_id, status: "initiated", umrn: null, failure_reason: null, mandate: mandate.mandate });
  });

  it("answers a refusal as the typed error envelope", async () => {
    const refused = await readLoan({ client: client(), path: { lead_id: "0190a6c4-0000-7000-8000-000000000000" } });
    expect(refused.response?.status).toBe(404);
    expect(refused.error?.error.code).toBe("not_found");
  });
});
