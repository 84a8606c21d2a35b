import "server-only";
import { read } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import { bookLoan } from "./book-loan";
import { demoLoans, type DemoLoan } from "./demo-loan-list";
import { updateLoan } from "./update-loan";
import { SERVICE_ACTOR } from "@/lib/actors/recorded-actor";

const ACTOR = SERVICE_ACTOR.demoSeed;

async function partnerIdOf(clientId: string): Promise<string | null> {
  const credential = await read((queries) => queries.selectFrom("ApiCredential").select("partnerId").where("clientId", "=", clientId).executeTakeFirst());
  return credential?.partnerId ?? null;
}

async function isBooked(partnerId: string, partnerLoanId: string): Promise<boolean> {
  const loan = await read((queries) =>
    queries.selectFrom("Loan").select("id").where("partnerId", "=", partnerId).where("partnerLoanId", "=", partnerLoanId).executeTakeFirst(),
  );
  return loan !== undefined;
}

/** Books one demo loan through the real booking, so the policy decides it; one already booked is left alone. */
async function seedOne(partnerId: string, demo: DemoLoan): Promise<"booked" | "skipped"> {
  if (await isBooked(partnerId, demo.partnerLoanId)) return "skipped";
  try {
    const booking = await bookLoan({ partnerId, input: demo.body, actor: ACTOR });
    if (demo.update) await updateLoan({ partnerId, leadId: booking.lead_id, input: demo.update, mode: "patch", actor: ACTOR });
    return "booked";
  } catch (error) {
    // Another server starting on the same database booked it meanwhile.
    if (error instanceof AppError && error.code === "duplicate_partner_loan_id") return "skipped";
    throw error;
  }
}

/**
 * Demo mode's loans (lib/loans/demo-loan-list.ts), booked on the first start
 * for the demo partners. Fixed partner loan ids make it idempotent across
 * restarts. A loan that cannot be booked is logged and the rest still are:
 * demo data must never stop the server from starting.
 */
export async function seedDemoLoans(): Promise<void> {
  const partners = new Map<string, string | null>();
  let booked = 0;
  for (const demo of demoLoans()) {
    if (!partners.has(demo.clientId)) partners.set(demo.clientId, await partnerIdOf(demo.clientId));
    const partnerId = partners.get(demo.clientId);
    if (!partnerId) continue;
    try {
      if ((await seedOne(partnerId, demo)) === "booked") booked++;
    } catch (error) {
      logger.error({ err: error, partner_loan_id: demo.partnerLoanId }, "demo loan not booked");
    }
  }
  if (booked > 0) logger.info({ booked }, "demo loans booked");
}
