import { write } from "@/lib/db/legacy-prisma";
import { newId } from "@/lib/ids/ids";
import { generateClientId, generateSecret, hashSecret } from "./credentials";

export interface NewPartner {
  partnerId: string;
  name: string;
  clientId: string;
  /** Shown once; only its hash is stored. */
  clientSecret: string;
}

export async function createPartner({ name, clientId, clientSecret }: {
  name: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<NewPartner> {
  const partnerId = newId();
  const id = clientId ?? generateClientId(name);
  const secret = clientSecret ?? generateSecret();
  await write(async (tx) => {
    await tx.partner.create({ data: { id: partnerId, name } });
    await tx.apiCredential.create({ data: { id: newId(), partnerId, clientId: id, secretHash: hashSecret(secret) } });
  });
  return { partnerId, name, clientId: id, clientSecret: secret };
}
