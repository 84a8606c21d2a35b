import type { Queries } from "@/lib/db/transactions";
import type { HistoryActor } from "@/lib/schemas/loan-history";

interface StaffName {
  name: string;
  partnerId: string | null;
}

const STAFF = "staff:";
const API_CLIENT = "api:";

/**
 * Who made an event, as the loan's partner may know them: its own API
 * client by client_id, its own portal users by name, the lender's staff
 * only as such (as the portal shows them to partner staff), and the
 * service's jobs by their recorded name.
 */
export function historyActor(actor: string, staff: ReadonlyMap<string, StaffName>): HistoryActor {
  if (actor.startsWith(API_CLIENT)) return { kind: "api_client", name: actor.slice(API_CLIENT.length) };
  if (!actor.startsWith(STAFF)) return { kind: "service", name: actor };
  const user = staff.get(actor.slice(STAFF.length));
  if (!user) return { kind: "staff", name: "A former portal user" };
  return { kind: "staff", name: user.partnerId === null ? "Lender staff" : user.name };
}

/** The portal users the actors name, by e-mail. */
export async function staffNamed(queries: Queries, actors: readonly string[]): Promise<Map<string, StaffName>> {
  const emails = [...new Set(actors.filter((actor) => actor.startsWith(STAFF)).map((actor) => actor.slice(STAFF.length)))];
  if (emails.length === 0) return new Map();
  const users = await queries.selectFrom("StaffUser").select(["email", "name", "partnerId"]).where("email", "in", emails).execute();
  return new Map(users.map((user) => [user.email, { name: user.name, partnerId: user.partnerId }]));
}
