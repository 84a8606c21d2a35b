import { changeTogether, write } from "@/lib/db/client";
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
  const secretHash = hashSecret(secret);
  const now = new Date();
  await write((queries) =>
    changeTogether(queries, [
      queries.insertInto("Partner").values({ id: partnerId, name, createdAt: now }),
      queries.insertInto("ApiCredential").values({ id: newId(), partnerId, clientId: id, secretHash, createdAt: now }),
    ]),
  );
  return { partnerId, name, clientId: id, clientSecret: secret };
}
