import "server-only";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { env } from "@/lib/config/env";
import { lockKey } from "@/lib/db/locks";
import { write } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { generateSecret, hashSecret } from "./credentials";
import { forgetCredential } from "./authenticate";

export interface RotatedSecret {
  clientId: string;
  clientSecret: string;
  /** Until when the replaced secret still works; null when API_SECRET_OVERLAP_HOURS is 0 and it stopped at once. */
  previousSecretExpiresAt: string | null;
}

/**
 * Replaces a client's secret. The old one keeps working for
 * API_SECRET_OVERLAP_HOURS so that the partner can switch without an
 * outage; a rotation within that window ends the oldest at once, so only
 * the newest two secrets are ever accepted.
 */
export async function rotateSecret({ clientId, actor }: { clientId: string; actor: string }): Promise<RotatedSecret> {
  const secret = generateSecret();
  const now = new Date();
  const overlapMs = env().API_SECRET_OVERLAP_HOURS * 60 * 60 * 1000;
  const previousSecretExpiresAt = overlapMs > 0 ? new Date(now.getTime() + overlapMs) : null;
  await write(async (queries) => {
    // One rotation at a time per client: two at once would each keep the same secret as the previous one.
    await lockKey(queries, `api-secret:${clientId}`);
    const current = await queries.selectFrom("ApiCredential").select(["partnerId", "secretHash"]).where("clientId", "=", clientId).executeTakeFirst();
    if (!current) throw new AppError("not_found", `No API client ${clientId}`);
    await queries
      .updateTable("ApiCredential")
      .set({
        secretHash: hashSecret(secret),
        previousSecretHash: previousSecretExpiresAt ? current.secretHash : null,
        previousSecretExpiresAt,
        rotatedAt: now,
      })
      .where("clientId", "=", clientId)
      .execute();
    await recordSecurityEvent(queries, { partnerId: current.partnerId, actor, action: "api_secret.rotated", targetId: clientId, previousSecretExpiresAt, at: now });
  });
  forgetCredential(clientId);
  return { clientId, clientSecret: secret, previousSecretExpiresAt: previousSecretExpiresAt?.toISOString() ?? null };
}
