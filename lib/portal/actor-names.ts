import "server-only";
import { read } from "@/lib/db/transactions";
import type { StaffActor } from "@/lib/codes/roles";
import { parseActor, portalUserEmails, SERVICE_ACTOR } from "@/lib/actors/recorded-actor";

/** A portal user an audit entry names, as far as the viewer needs to know them. */
export interface ActorStaff {
  name: string;
  partnerId: string | null;
}

// Jobs of the service itself, by the actor they record.
const SERVICE_ACTORS: Readonly<Record<string, string>> = {
  [SERVICE_ACTOR.sandboxBank]: "Sandbox bank",
  [SERVICE_ACTOR.mandateExpiry]: "Mandate expiry",
  [SERVICE_ACTOR.demoSeed]: "Demo data",
};

/**
 * Who did it, in words: "Priya Sharma (portal)" for a portal user,
 * "Partner API" for a partner's API client, the job's name for the
 * service's own. The lender's staff are not named to a partner's staff.
 */
export function actorLabel(actor: string, staff: ReadonlyMap<string, ActorStaff>, viewer: Pick<StaffActor, "partnerId">): string {
  const recorded = parseActor(actor);
  if (recorded.kind === "api_client") return "Partner API";
  if (recorded.kind === "service") return SERVICE_ACTORS[recorded.name] ?? "LoanDesk";
  const user = staff.get(recorded.email);
  if (!user) return "A former portal user";
  if (viewer.partnerId !== null && user.partnerId === null) return "Lender staff (portal)";
  return `${user.name} (portal)`;
}

/** The words for each actor of a loan's history, reading the portal users they name. */
export async function actorLabels(actors: readonly string[], viewer: Pick<StaffActor, "partnerId">): Promise<Map<string, string>> {
  const emails = portalUserEmails(actors);
  const users = emails.length === 0 ? [] : await read((queries) => queries.selectFrom("StaffUser").select(["email", "name", "partnerId"]).where("email", "in", emails).execute());
  const staff = new Map(users.map((user) => [user.email, { name: user.name, partnerId: user.partnerId }]));
  return new Map(actors.map((actor) => [actor, actorLabel(actor, staff, viewer)]));
}
