import { randomInt } from "node:crypto";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { todayInIndia } from "@/lib/calendar/india-day";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { approvedLoan } from "../support/loan-fixtures";
import { countRows } from "./database";
import { book } from "./helpers";
import { PortalClient } from "./portal-session";
import { bankAccount, initiateNach, nachStatus, PENDING_ACCOUNT } from "./webhook-helpers";

// The page's upload route over HTTP: who may post, what an unreadable file
// gets, and a preview and apply end to end on the real server. What each row
// decides is tested beside the code, on both databases (lib/bank-files/bank-files.test.ts).

interface Envelope {
  is_success: boolean;
  data?: { sha256: string; counts: Record<string, number>; rows: { rowNumber: number; outcome: string; problem: { code: string } | null }[] };
  error?: { code: string; message: string; details: { fields?: { path: string; message: string }[] } };
}

const MANDATES = "/portal-files/bank-files/mandate-responses";
const VERIFICATIONS = "/portal-files/bank-files/verification-results";

async function signedIn(email: string): Promise<PortalClient> {
  const client = new PortalClient(inject("baseUrl"));
  expect(await client.signIn(email, DEMO_STAFF_PASSWORD)).toBeNull();
  return client;
}

/** Posts a file as the Bank files page does. */
async function post(client: PortalClient, path: string, bytes: Uint8Array, fields: Record<string, string>, origin: string = client.baseUrl): Promise<{ status: number; body: Envelope }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new Blob([new Uint8Array(bytes)]), "response.csv");
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(`${client.baseUrl}${path}`, { method: "POST", body: form, headers: { cookie, origin } });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const umrn = () => `LDSK0${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;
const countEventsAbout = (nachId: string) => countRows("WebhookEvent", `"body" LIKE $1`, [`%${nachId}%`]);

async function pendingMandate() {
  const booking = await book(approvedLoan({ bank_account: bankAccount(PENDING_ACCOUNT) }));
  const nach = await initiateNach(booking.lead_id);
  // The sandbox bank's one report ("still initiated") comes first; wait for it, so that counting after is exact.
  await expect.poll(() => countEventsAbout(nach.physical_nach_id), { timeout: 15_000 }).toBe(1);
  return { nachId: nach.physical_nach_id, loanAccountNumber: booking.loan_account_number };
}

let operations: PortalClient;
let support: PortalClient;

beforeAll(async () => {
  operations = await signedIn("operations@demo.loandesk.test");
  support = await signedIn("support@demo.loandesk.test");
});

describe("the bank files upload route", () => {
  it("previews, then applies the previewed file with one webhook per changed mandate; the same file again changes nothing", async () => {
    const [one, two] = [await pendingMandate(), await pendingMandate()];
    const registered = umrn();
    const file = new TextEncoder().encode(
      [
        "UMRN,Mandate Reference,Status,Reason Code,Date",
        `${registered},${one.loanAccountNumber},Accepted,,${todayInIndia()}`,
        `,${two.loanAccountNumber},Rejected,M038,${todayInIndia()}`,
        `,LD-UNKNOWN,Rejected,M038,${todayInIndia()}`,
      ].join("\n"),
    );

    const preview = await post(operations, MANDATES, file, { step: "preview" });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    expect(preview.body.data?.counts).toEqual({ ready: 2, applied: 0, already_applied: 0, refused: 1 });
    expect((await nachStatus(one.nachId)).status).toBe("initiated");

    const applied = await post(operations, MANDATES, file, { step: "apply", sha256: preview.body.data?.sha256 ?? "" });
    expect(applied.status).toBe(201);
    expect(applied.body.data?.rows.map((row) => row.outcome)).toEqual(["applied", "applied", "refused"]);
    expect(await nachStatus(one.nachId)).toMatchObject({ status: "registered", umrn: registered });
    expect(await nachStatus(two.nachId)).toMatchObject({ status: "failed", failure_reason: { code: "M038" } });
    expect(await countEventsAbout(one.nachId)).toBe(2);
    expect(await countEventsAbout(two.nachId)).toBe(2);

    const again = await post(operations, MANDATES, file, { step: "preview" });
    const reapplied = await post(operations, MANDATES, file, { step: "apply", sha256: again.body.data?.sha256 ?? "" });
    expect(reapplied.body.data?.counts).toEqual({ ready: 0, applied: 0, already_applied: 2, refused: 1 });
    expect(await countEventsAbout(one.nachId)).toBe(2);
    expect(await countEventsAbout(two.nachId)).toBe(2);
  });

  it.each([
    ["a file over 2 MiB", () => new Uint8Array(10 * 1024 * 1024).fill(0x41), { step: "preview" }, 413, "payload_too_large"],
    ["a workbook of two sheets", async () => {
      const book = new ExcelJS.Workbook();
      book.addWorksheet("Responses").addRow(["UMRN", "Status", "Date"]);
      book.addWorksheet("Notes").addRow(["note"]);
      return new Uint8Array(await book.xlsx.writeBuffer());
    }, { step: "preview" }, 400, "validation_error"],
    ["text in another encoding", () => new Uint8Array([0x55, 0x4d, 0x52, 0x4e, 0x2c, 0xe9, 0x0a]), { step: "preview" }, 400, "validation_error"],
    ["no step", () => new TextEncoder().encode("UMRN,Status,Date\n"), {}, 400, "validation_error"],
    ["an apply without the preview's hash", () => new TextEncoder().encode("UMRN,Status,Date\nX,registered,27/11/2025\n"), { step: "apply" }, 400, "validation_error"],
    ["an apply of another file than the one previewed", () => new TextEncoder().encode("UMRN,Status,Date\nX,registered,27/11/2025\n"), { step: "apply", sha256: "0".repeat(64) }, 412, "precondition_failed"],
  ])("refuses %s in the contract's envelope, changing nothing", async (_name, bytes, fields, status, code) => {
    const answer = await post(operations, MANDATES, await bytes(), fields);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ is_success: false, error: { code } });
  });

  it("takes files only from the portal's own page, and only from operations", async () => {
    const file = new TextEncoder().encode("UMRN,Status,Date\n");
    expect((await post(operations, MANDATES, file, { step: "preview" }, "https://evil.example")).status).toBe(403);
    for (const path of [MANDATES, VERIFICATIONS]) {
      const answer = await post(support, path, file, { step: "preview" });
      expect(answer.status).toBe(403);
      expect(answer.body.error?.code).toBe("forbidden");
    }
    const signedOut = new PortalClient(inject("baseUrl"));
    expect((await post(signedOut, MANDATES, file, { step: "preview" })).status).toBe(401);
  });
});
