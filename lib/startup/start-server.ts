import "server-only";
import { env } from "@/lib/config/env";
import { assertNewestValuesReadable } from "@/lib/crypto/check-data-keys";
import { dataKeyring } from "@/lib/crypto/data-key";
import { layerStatementStore } from "@/lib/db/statement-store";
import { startBackgroundJobs } from "@/lib/startup/start-background-jobs";
import { migrate } from "@/lib/migrations/migrate";
import { logger } from "@/lib/log/logger";
import { whenIdle } from "@/lib/shutdown/drain-state";
import { handleShutdownSignals } from "@/lib/shutdown/graceful-shutdown";
import { flushTraces } from "@/lib/tracing/flush-traces";
import { setGarbageCollectorFlags } from "./garbage-collector-flags";
import { clientsWithDemoSecrets, seedDemoPartners } from "@/lib/partners/demo-partners";
import { seedDemoStaff, staffWithDemoPasswords } from "@/lib/staff/demo-staff";
import { seedDemoLoans } from "@/lib/loans/seed-demo-loans";

/**
 * Runs once as the server starts: migrate, refuse unsafe settings
 * (production), refuse data keys that cannot read the data, then seed (demo).
 */
export async function startServer(): Promise<void> {
  const { DATABASE_URL, LOANDESK_MODE, LOANDESK_DEMO_LOANS } = env();
  // Before the database is touched: demo makes its key here (production was refused without one).
  const keyring = dataKeyring();
  const applied = await migrate(DATABASE_URL);
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  if (LOANDESK_MODE === "production") await refuseUnsafeProduction();
  // Before anything is written: a restore started with the wrong key must leave the data as it found it.
  await assertNewestValuesReadable(layerStatementStore(), keyring);
  if (LOANDESK_MODE === "demo") {
    await seedDemoPartners();
    await seedDemoStaff();
    if (LOANDESK_DEMO_LOANS === "on") await seedDemoLoans();
  }
}

/**
 * What the configuration cannot show, read from the database once it is
 * migrated: credentials the demo seeded and nobody replaced. The
 * configuration itself was checked, all at once, before the database was
 * touched (configuration-problems.ts).
 */
async function refuseUnsafeProduction(): Promise<void> {
  const unsafeClients = await clientsWithDemoSecrets();
  const demoUsers = await staffWithDemoPasswords();
  const problems = [
    ...(unsafeClients.length > 0 ? [`API clients ${unsafeClients.join(", ")} use a demo secret; rotate them`] : []),
    ...(demoUsers.length > 0 ? [`portal users ${demoUsers.join(", ")} have the demo password`] : []),
  ];
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join("; ")}`);
}

/**
 * For the server's start hook: a server that cannot migrate, or would run
 * production with demo secrets, must not answer at all. Once started, the
 * background jobs run until SIGTERM or SIGINT, whose drain stops them.
 */
export async function startServerOrExit(): Promise<void> {
  setGarbageCollectorFlags();
  try {
    await startServer();
  } catch (error) {
    logger.fatal({ err: error }, "server start refused");
    process.exit(1);
  }
  const stopJobs = startBackgroundJobs();
  handleShutdownSignals({
    // The spans still batched go last, once the requests in flight have ended too.
    stopJobs: async () => {
      await Promise.all([stopJobs(), whenIdle()]);
      await flushTraces();
    },
  });
}
