import type { Queries } from "@/lib/db/transactions";
import { newId } from "@/lib/ids/ids";

export const SECURITY_ACTIONS = ["webhook_secret.rotated", "api_secret.rotated"] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

export interface SecurityEventInput {
  partnerId: string;
  /** `api:<client_id>`, `staff:<email>` or `cli`, as loan events record theirs. */
  actor: string;
  action: SecurityAction;
  /** The endpoint's id or the API client's client_id. */
  targetId: string;
  /** Until when the replaced secret still works; null when it stopped at once. */
  previousSecretExpiresAt: Date | null;
  at: Date;
}

/**
 * Records a change to a partner's credentials with `queries`, in the
 * transaction of the change itself, so that no rotation goes unrecorded.
 * The secret is never part of it.
 */
export async function recordSecurityEvent(queries: Queries, event: SecurityEventInput): Promise<void> {
  const { at, ...rest } = event;
  await queries.insertInto("SecurityEvent").values({ id: newId(), ...rest, createdAt: at }).execute();
}
