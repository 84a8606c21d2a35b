import "server-only";
import { read } from "@/lib/db/transactions";
import { hashSecret } from "./credentials";
import { createPartner } from "./create-partner";

/** The demo partners the README names; two, so isolation can be tried by hand. */
export const DEMO_PARTNERS = [
  { name: "Demo Finance", clientId: "demo", clientSecret: "demo-secret" },
  { name: "Demo Two Finance", clientId: "demo2", clientSecret: "demo2-secret" },
] as const;

export async function seedDemoPartners(): Promise<void> {
  for (const partner of DEMO_PARTNERS) {
    const existing = await read((queries) =>
      queries.selectFrom("ApiCredential").select("id").where("clientId", "=", partner.clientId).executeTakeFirst(),
    );
    if (!existing) await createPartner(partner);
  }
}

/** Client ids still holding a demo secret: production refuses to start with any. */
export async function clientsWithDemoSecrets(): Promise<string[]> {
  const hashes = DEMO_PARTNERS.map((partner) => hashSecret(partner.clientSecret));
  const rows = await read((queries) => queries.selectFrom("ApiCredential").select("clientId").where("secretHash", "in", hashes).execute());
  return rows.map((row) => row.clientId);
}
