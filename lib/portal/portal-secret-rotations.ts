import "server-only";
import { SECURITY_ACTIONS, type SecurityAction } from "@/lib/audit/security-events";
import { env } from "@/lib/config/env";
import { read } from "@/lib/db/transactions";
import { assertAdministrator } from "./portal-settings";
import type { StaffActor } from "@/lib/codes/roles";

export interface PortalSecretRotation {
  id: string;
  at: string;
  partnerName: string;
  action: SecurityAction;
  /** The API client's client_id, or the endpoint's URL (its id if it is gone). */
  target: string;
  /** As recorded: `staff:<email>`, `api:<client_id>` or `cli`. */
  actor: string;
  previousSecretExpiresAt: string | null;
}

export interface PortalSecretRotations {
  /** API_SECRET_OVERLAP_HOURS, which the rotation dialog states. */
  apiOverlapHours: number;
  recent: PortalSecretRotation[];
}

const RECENT = 20;

const isSecurityAction = (action: string): action is SecurityAction => (SECURITY_ACTIONS as readonly string[]).includes(action);

/** The latest rotations of every partner's secrets, for the lender's administrators. */
export async function listPortalSecretRotations({ actor }: { actor: StaffActor }): Promise<PortalSecretRotations> {
  assertAdministrator(actor);
  const rows = await read((queries) =>
    queries
      .selectFrom("SecurityEvent as event")
      .innerJoin("Partner", "Partner.id", "event.partnerId")
      .leftJoin("WebhookEndpoint as endpoint", (join) => join.onRef("endpoint.id", "=", "event.targetId").on("event.action", "=", "webhook_secret.rotated"))
      .select(["event.id", "event.createdAt", "event.action", "event.targetId", "event.actor", "event.previousSecretExpiresAt", "Partner.name as partnerName", "endpoint.url"])
      .orderBy("event.createdAt", "desc")
      .orderBy("event.id", "desc")
      .limit(RECENT)
      .execute(),
  );
  const recent = rows.flatMap((row) =>
    isSecurityAction(row.action)
      ? [
          {
            id: row.id,
            at: row.createdAt.toISOString(),
            partnerName: row.partnerName,
            action: row.action,
            target: row.url ?? row.targetId,
            actor: row.actor,
            previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
          },
        ]
      : [],
  );
  return { apiOverlapHours: env().API_SECRET_OVERLAP_HOURS, recent };
}
