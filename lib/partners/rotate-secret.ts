import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { write } from "@/lib/db/transactions";
import { generateSecret, hashSecret } from "./credentials";
import { forgetCredential } from "./authenticate";

/** Replaces a client's secret; the old one stops working at once on this instance. */
export async function rotateSecret({ clientId }: { clientId: string }): Promise<{ clientId: string; clientSecret: string }> {
  const secret = generateSecret();
  const secretHash = hashSecret(secret);
  const result = await write((queries) =>
    queries.updateTable("ApiCredential").set({ secretHash, rotatedAt: new Date() }).where("clientId", "=", clientId).executeTakeFirst(),
  );
  if (result.numUpdatedRows === BigInt(0)) throw new AppError("not_found", `No API client ${clientId}`);
  forgetCredential(clientId);
  return { clientId, clientSecret: secret };
}
