import "server-only";
import { changeTogether, write } from "@/lib/db/transactions";
import { newId } from "@/lib/ids/ids";
import { generateClientId, generateSecret, hashSecret } from "./credentials";
import { DEFAULT_PARTNER_KFS_SETTINGS, type PartnerKfsSettings } from "./partner-settings";

export interface NewPartner {
  partnerId: string;
  name: string;
  clientId: string;
  /** Shown once; only its hash is stored. */
  clientSecret: string;
}

export async function createPartner({ name, clientId, clientSecret, settings = {} }: {
  name: string;
  clientId?: string;
  clientSecret?: string;
  settings?: Partial<PartnerKfsSettings>;
}): Promise<NewPartner> {
  const partnerId = newId();
  const id = clientId ?? generateClientId(name);
  const secret = clientSecret ?? generateSecret();
  const secretHash = hashSecret(secret);
  const now = new Date();
  await write((queries) =>
    changeTogether(queries, [
      queries.insertInto("Partner").values({ id: partnerId, name, createdAt: now, ...DEFAULT_PARTNER_KFS_SETTINGS, ...settings }),
      queries.insertInto("ApiCredential").values({ id: newId(), partnerId, clientId: id, secretHash, createdAt: now }),
    ]),
  );
  return { partnerId, name, clientId: id, clientSecret: secret };
}
