import "server-only";
import { write } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";

/**
 * How a partner stands towards RBI's Digital Lending Directions, which the
 * Key Facts Statement's Part 2 follows (contract v3 section 11): a lending
 * service provider's loans are digital (the cooling-off rows apply), and
 * only a partner the lender engaged as a recovery agent is named as one.
 */
export interface PartnerKfsSettings {
  digitalLending: boolean;
  lspRecoveryAgent: boolean;
}

/** A new partner's: a lending service provider, not a recovery agent. */
export const DEFAULT_PARTNER_KFS_SETTINGS: PartnerKfsSettings = { digitalLending: true, lspRecoveryAgent: false };

/** Changes the settings of the partner an API client belongs to; the settings as they now stand. */
export async function setPartnerKfsSettings(clientId: string, change: Partial<PartnerKfsSettings>): Promise<PartnerKfsSettings & { name: string }> {
  return write(async (queries) => {
    const credential = await queries.selectFrom("ApiCredential").select("partnerId").where("clientId", "=", clientId).executeTakeFirst();
    if (!credential) throw new AppError("not_found", `No API client ${clientId}`);
    if (Object.keys(change).length > 0) await queries.updateTable("Partner").set(change).where("id", "=", credential.partnerId).execute();
    return queries.selectFrom("Partner").select(["name", "digitalLending", "lspRecoveryAgent"]).where("id", "=", credential.partnerId).executeTakeFirstOrThrow();
  });
}
