// npm run partner -- create --name "Acme Finance" [--digital-lending yes|no] [--recovery-agent yes|no]
// npm run partner -- rotate --client-id acme-finance-1a2b3c4d
// npm run partner -- settings --client-id acme-finance-1a2b3c4d [--digital-lending yes|no] [--recovery-agent yes|no]
// Prints the new secret once; only its hash is stored.
import { parseArgs } from "node:util";
import { env } from "@/lib/config/env";
import { disconnect } from "@/lib/db/database";
import { migrate } from "@/lib/migrations/migrate";
import { AppError } from "@/lib/errors/app-error";
import { createPartner } from "@/lib/partners/create-partner";
import { setPartnerKfsSettings, type PartnerKfsSettings } from "@/lib/partners/partner-settings";
import { rotateSecret } from "@/lib/partners/rotate-secret";

const USAGE = `usage:
  npm run partner -- create --name "Acme Finance" [--digital-lending yes|no] [--recovery-agent yes|no]
  npm run partner -- rotate --client-id <client_id>
  npm run partner -- settings --client-id <client_id> [--digital-lending yes|no] [--recovery-agent yes|no]

  --digital-lending  the partner is a lending service provider: its loans are digital (KFS cooling-off rows); default yes
  --recovery-agent   the KFS names the partner as a recovery agent for its digital loans; default no`;

class UsageError extends Error {}

function yesNo(value: string | undefined, option: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === "yes" || value === "no") return value === "yes";
  throw new UsageError(`--${option} must be yes or no, not ${value}`);
}

function settingsOf(values: { "digital-lending"?: string; "recovery-agent"?: string }): Partial<PartnerKfsSettings> {
  const digitalLending = yesNo(values["digital-lending"], "digital-lending");
  const lspRecoveryAgent = yesNo(values["recovery-agent"], "recovery-agent");
  return { ...(digitalLending === undefined ? {} : { digitalLending }), ...(lspRecoveryAgent === undefined ? {} : { lspRecoveryAgent }) };
}

const yes = (flag: boolean) => (flag ? "yes" : "no");

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, "client-id": { type: "string" }, "digital-lending": { type: "string" }, "recovery-agent": { type: "string" } },
  });
  const settings = settingsOf(values);
  await migrate(env().DATABASE_URL);
  const [command] = positionals;
  if (command === "create" && values.name?.trim()) {
    const partner = await createPartner({ name: values.name.trim(), settings });
    console.log(`Partner:       ${partner.name} (${partner.partnerId})`);
    console.log(`client_id:     ${partner.clientId}`);
    console.log(`client_secret: ${partner.clientSecret}`);
    console.log("Store the secret now: it is not shown again.");
    return 0;
  }
  if (command === "rotate" && values["client-id"]) {
    const rotated = await rotateSecret({ clientId: values["client-id"], actor: "cli" });
    console.log(`client_id:     ${rotated.clientId}`);
    console.log(`client_secret: ${rotated.clientSecret}`);
    console.log(
      rotated.previousSecretExpiresAt
        ? `The old secret keeps working until ${rotated.previousSecretExpiresAt} (API_SECRET_OVERLAP_HOURS), then stops.`
        : "The old secret no longer works (other running instances drop it within 30 s).",
    );
    return 0;
  }
  if (command === "settings" && values["client-id"]) {
    const partner = await setPartnerKfsSettings(values["client-id"], settings);
    console.log(`Partner:         ${partner.name}`);
    console.log(`digital lending: ${yes(partner.digitalLending)}`);
    console.log(`recovery agent:  ${yes(partner.lspRecoveryAgent)}`);
    console.log("Statements generated from now on follow these settings; statements frozen at disbursal do not change.");
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main()
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof AppError ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await disconnect();
    process.exit(code);
  });
