import { AppError } from "@/lib/errors/app-error";
import { write } from "@/lib/db/legacy-prisma";
import { generateSecret, hashSecret } from "./credentials";
import { forgetCredential } from "./authenticate";

/** Replaces a client's secret; the old one stops working at once on this instance. */
export async function rotateSecret({ clientId }: { clientId: string }): Promise<{ clientId: string; clientSecret: string }> {
  const secret = generateSecret();
  const { count } = await write((tx) =>
    tx.apiCredential.updateMany({ where: { clientId }, data: { secretHash: hashSecret(secret), rotatedAt: new Date() } }),
  );
  if (count === 0) throw new AppError("not_found", `No API client ${clientId}`);
  forgetCredential(clientId);
  return { clientId, clientSecret: secret };
}
