import type { Queries } from "@/lib/db/transactions";
import type { HistoryActor } from "@/lib/schemas/loan-history";
import { parseActor, portalUserEmails } from "@/lib/actors/recorded-actor";

interface StaffName {
  name: string;
  partnerId: string | null;
}

/**
 * Who made an event, as the loan's partner may know them: its own API
 * client by client_id, its own portal users by name, the lender's staff
 * only as such (as the portal shows them to partner staff), and the
 * service's jobs by their recorded name.
 */
export function historyActor(actor: string, staff: ReadonlyMap<string, StaffName>): HistoryActor {
  const recorded = parseActor(actor);
  if (recorded.kind === "api_client") return { kind: "api_client", name: recorded.clientId };
  if (recorded.kind === "service") return { kind: "service", name: recorded.name };
  const user = staff.get(recorded.email);
  if (!user) return { kind: "staff", name: "A former portal user" };
  return { kind: "staff", name: user.partnerId === null ? "Lender staff" : user.name };
}

/** The portal users the actors name, by e-mail. */
export async function staffNamed(queries: Queries, actors: readonly string[]): Promise<Map<string, StaffName>> {
  const emails = portalUserEmails(actors);
  if (emails.length === 0) return new Map();
  const users = await queries.selectFrom("StaffUser").select(["email", "name", "partnerId"]).where("email", "in", emails).execute();
  return new Map(users.map((user) => [user.email, { name: user.name, partnerId: user.partnerId }]));
}
