/**
 * Who did something, as the audit trail records it (a loan's events, a
 * mandate's, a clearance's `clearedBy`) and as the download limit counts
 * it: a partner's API client as `api:<client_id>`, a portal user as
 * `staff:<e-mail>`, or one of the service's own jobs by its name. Built and
 * read only here.
 */

const API_CLIENT = "api:";
const PORTAL_USER = "staff:";

/** A partner's API client, by its client_id. */
export const apiClientActor = (clientId: string): string => `${API_CLIENT}${clientId}`;

/** A portal user, by the e-mail they sign in with. */
export const portalUserActor = (user: { email: string }): string => `${PORTAL_USER}${user.email}`;

/** The service's own jobs, each recorded by its name. */
export const SERVICE_ACTOR = {
  sandboxBank: "sandbox-bank",
  mandateExpiry: "expiry-job",
  coolingOffLapse: "cooling-off-job",
  demoSeed: "demo-seed",
  /** A bank file's rows judged before they are applied: recorded nowhere. */
  bankFilePreview: "preview",
} as const;

export type RecordedActor = { kind: "api_client"; clientId: string } | { kind: "portal_user"; email: string } | { kind: "service"; name: string };

/** A recorded actor taken apart; anything that is neither an API client nor a portal user is the service's. */
export function parseActor(actor: string): RecordedActor {
  if (actor.startsWith(API_CLIENT)) return { kind: "api_client", clientId: actor.slice(API_CLIENT.length) };
  if (actor.startsWith(PORTAL_USER)) return { kind: "portal_user", email: actor.slice(PORTAL_USER.length) };
  return { kind: "service", name: actor };
}

const emailOf = (actor: string): string[] => {
  const recorded = parseActor(actor);
  return recorded.kind === "portal_user" ? [recorded.email] : [];
};

/** The e-mails of the portal users among `actors`, each once. */
export const portalUserEmails = (actors: readonly string[]): string[] => [...new Set(actors.flatMap(emailOf))];
