import { randomUUID } from "node:crypto";
import { newId } from "@/lib/ids/ids";
import { hashPassword } from "@/lib/staff/passwords";
import { insertRow, queryRows } from "./database";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";

/**
 * An operations user of a server that seeds none (production), signed in:
 * production has no demo staff, so the test adds the row an administrator's
 * form would add.
 */
export async function operationsOn(baseUrl: string, databaseUrl: string): Promise<PortalClient> {
  const email = `ops-${randomUUID().slice(0, 8)}@lender.example`;
  const password = `Ops-${randomUUID()}`;
  await insertRow("StaffUser", { id: newId(), email, name: "Omkar Operations", role: "operations", passwordHash: await hashPassword(password), createdAt: new Date() }, databaseUrl);
  const client = new PortalClient(baseUrl);
  const refused = await client.signIn(email, password);
  if (refused !== null) throw new Error(`The operations user could not sign in: ${refused}`);
  return client;
}

/** The id of the loan's latest verification, which the loan page hands its form; null when it has none. */
export async function latestVerificationId(leadId: string, databaseUrl: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(`SELECT "id" FROM "BankAccountVerification" WHERE "loanId" = $1 ORDER BY "id" DESC LIMIT 1`, [leadId], databaseUrl);
  return row?.id ?? null;
}

/** Operations record the bank's answer on a loan's account, as the loan page's form does: for the verification it shows, or the one named. */
export async function recordBankAnswer(
  operations: PortalClient,
  { leadId, databaseUrl, answering }: { leadId: string; databaseUrl: string; answering?: string | null },
  result: Record<string, unknown>,
): Promise<ActionOutcome> {
  const shown = answering === undefined ? await latestVerificationId(leadId, databaseUrl) : answering;
  return operations.action(`/loans/${leadId}`, serverActionId("app/(portal)/loans/[leadId]/actions.ts", "recordVerificationAction"), [leadId, shown, result]);
}
