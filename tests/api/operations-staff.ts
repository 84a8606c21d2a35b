import { randomUUID } from "node:crypto";
import { newId } from "@/lib/ids/ids";
import { hashPassword } from "@/lib/staff/passwords";
import { insertRow } from "./database";
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

/** Operations record the bank's answer on a loan's account, as the loan page's form does. */
export const recordBankAnswer = (operations: PortalClient, leadId: string, result: Record<string, unknown>): Promise<ActionOutcome> =>
  operations.action(`/loans/${leadId}`, serverActionId("app/(portal)/loans/[leadId]/actions.ts", "recordVerificationAction"), [leadId, result]);
