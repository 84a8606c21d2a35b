// npm run data-key:rotate — re-encrypts every value kept encrypted at rest
// under LOANDESK_DATA_KEY, and remakes the PAN lookup hashes with it. Run it
// with the new key as LOANDESK_DATA_KEY and the old one(s) in
// LOANDESK_DATA_KEYS_PREVIOUS, the setting every instance already runs with;
// it works in batches while the service runs, and may be run again. It
// refuses to start before the service writes under the new key: values
// re-encrypted, and PAN hashes remade, under a key some instance lacks would
// leave that instance unable to read them or to count a customer's loans.
import { env } from "@/lib/config/env";
import { newestLoanKeyId } from "@/lib/crypto/check-data-keys";
import { dataKeyring } from "@/lib/crypto/data-key";
import { SealedValueError } from "@/lib/crypto/field-cipher";
import { resealValues } from "@/lib/crypto/reseal-values";
import { disconnect } from "@/lib/db/database";
import { migrate } from "@/lib/migrations/migrate";
import { layerStatementStore } from "@/lib/db/statement-store";

const STEPS = `The steps, in order (README, "Rotating the data key"):
  1. every instance learns the new key in LOANDESK_DATA_KEYS_PREVIOUS, and restarts;
  2. every instance takes it as LOANDESK_DATA_KEY, the old key in LOANDESK_DATA_KEYS_PREVIOUS, and restarts;
  3. once the service writes under the new key, this command, with the settings of step 2;
  4. the old key leaves LOANDESK_DATA_KEYS_PREVIOUS, and every instance restarts.`;

async function main(): Promise<number> {
  const keyring = dataKeyring();
  await migrate(env().DATABASE_URL);
  console.log(`Current data key: ${keyring.current.id}; also read: ${[...keyring.byId.keys()].filter((id) => id !== keyring.current.id).join(", ") || "none"}`);
  const serviceKey = await newestLoanKeyId(layerStatementStore());
  // A key this command is not given at all is reported as such by the re-encryption below.
  if (serviceKey !== null && serviceKey !== keyring.current.id && keyring.byId.has(serviceKey)) {
    console.error(
      `Refusing to rotate: the newest loan is encrypted under data key ${serviceKey}, not under ${keyring.current.id} (LOANDESK_DATA_KEY here), so the service does not write under the new key yet. Nothing was changed.\n${STEPS}`,
    );
    return 2;
  }
  const counts = await resealValues(layerStatementStore(), { scope: "stale", keyring: () => keyring });
  for (const { column, resealed, changedMeanwhile } of counts) {
    console.log(`${column.padEnd(30)} re-encrypted: ${resealed}${changedMeanwhile > 0 ? `, changed meanwhile: ${changedMeanwhile}` : ""}`);
  }
  const left = counts.reduce((sum, count) => sum + count.changedMeanwhile, 0);
  if (left > 0) {
    console.error(`${left} values changed while they were re-encrypted; run this again once every instance runs with the new key.`);
    return 1;
  }
  console.log("Every value is under the current key. Drop the old keys from LOANDESK_DATA_KEYS_PREVIOUS once every instance runs with this one.");
  return 0;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof SealedValueError ? error.message : error);
    return 1;
  })
  .then(async (code) => {
    await disconnect();
    process.exit(code);
  });
