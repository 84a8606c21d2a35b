// npm run partner -- create --name "Acme Finance"
// npm run partner -- rotate --client-id acme-finance-1a2b3c4d
// Prints the new secret once; only its hash is stored.
import { parseArgs } from "node:util";
import { env } from "@/lib/config/env";
import { disconnect } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { AppError } from "@/lib/errors/app-error";
import { createPartner } from "@/lib/partners/create-partner";
import { rotateSecret } from "@/lib/partners/rotate-secret";

const USAGE = `usage:
  npm run partner -- create --name "Acme Finance"
  npm run partner -- rotate --client-id <client_id>`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, "client-id": { type: "string" } },
  });
  await migrate(env().DATABASE_URL);
  const [command] = positionals;
  if (command === "create" && values.name?.trim()) {
    const partner = await createPartner({ name: values.name.trim() });
    console.log(`Partner:       ${partner.name} (${partner.partnerId})`);
    console.log(`client_id:     ${partner.clientId}`);
    console.log(`client_secret: ${partner.clientSecret}`);
    console.log("Store the secret now: it is not shown again.");
    return 0;
  }
  if (command === "rotate" && values["client-id"]) {
    const rotated = await rotateSecret({ clientId: values["client-id"] });
    console.log(`client_id:     ${rotated.clientId}`);
    console.log(`client_secret: ${rotated.clientSecret}`);
    console.log("The old secret no longer works (other running instances drop it within 30 s).");
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await disconnect();
    process.exit(code);
  });
