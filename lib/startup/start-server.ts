import { env } from "@/lib/config/env";
import { demoLenderSettings } from "@/lib/config/lender";
import { assertNewestValuesReadable } from "@/lib/crypto/check-data-keys";
import { dataKeyring } from "@/lib/crypto/data-key";
import { layerStatementStore } from "@/lib/db/statement-store";
import { startBackgroundJobs } from "@/lib/jobs/start-background-jobs";
import { migrate } from "@/lib/db/migrate";
import { logger } from "@/lib/log/logger";
import { limitHeapGrowth } from "./limit-heap-growth";
import { RETIRED_DEMO_SESSION_SECRET } from "@/lib/auth/session-secret";
import { clientsWithDemoSecrets, seedDemoPartners } from "@/lib/partners/demo-partners";
import { seedDemoStaff, staffWithDemoPasswords } from "@/lib/staff/demo-staff";
import { seedDemoLoans } from "@/lib/loans/seed-demo-loans";

/**
 * Runs once as the server starts: migrate, then seed (demo) or refuse unsafe
 * settings (production), and refuse data keys that cannot read the data.
 */
export async function startServer(): Promise<void> {
  const { DATABASE_URL, LOANDESK_MODE, LOANDESK_DEMO_LOANS } = env();
  // Production without LOANDESK_DATA_KEY stops here, before the database is touched; demo makes its key.
  const keyring = dataKeyring();
  const applied = await migrate(DATABASE_URL);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (LOANDESK_MODE === "demo") {
    await seedDemoPartners();
    await seedDemoStaff();
    if (LOANDESK_DEMO_LOANS === "on") await seedDemoLoans();
  } else {
    await refuseUnsafeProduction();
  }
  await assertNewestValuesReadable(layerStatementStore(), keyring);
}

async function refuseUnsafeProduction(): Promise<void> {
  const { NEXTAUTH_SECRET, NEXTAUTH_URL } = env();
  if (!NEXTAUTH_SECRET || NEXTAUTH_SECRET === RETIRED_DEMO_SESSION_SECRET) {
    throw new Error("Refusing to start in production without NEXTAUTH_SECRET (a long random string)");
  }
  if (!NEXTAUTH_URL) {
    throw new Error("Refusing to start in production without NEXTAUTH_URL (the portal's public URL, e.g. https://loandesk.example.com)");
  }
  const unsafe = await clientsWithDemoSecrets();
  if (unsafe.length > 0) {
    throw new Error(`Refusing to start in production: API clients ${unsafe.join(", ")} use a demo secret; rotate them`);
  }
  const demoUsers = await staffWithDemoPasswords();
  if (demoUsers.length > 0) {
    throw new Error(`Refusing to start in production: portal users ${demoUsers.join(", ")} have the demo password`);
  }
  const demoLender = demoLenderSettings();
  if (demoLender.length > 0) {
    throw new Error(
      `Refusing to start in production: the lender's details ${demoLender.join(", ")} are unset or demo values; set them to the lender's own (README, configuration)`,
    );
  }
}

/**
 * For the server's start hook: a server that cannot migrate, or would run
 * production with demo secrets, must not answer at all. Once started, the
 * background jobs run until the process ends.
 */
export async function startServerOrExit(): Promise<void> {
  limitHeapGrowth();
  try {
    await startServer();
  } catch (error) {
    logger.fatal({ err: error }, "server start refused");
    process.exit(1);
  }
  startBackgroundJobs();
}
