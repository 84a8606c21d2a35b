import "server-only";
import { authenticateStaff, type AuthenticatedStaff } from "@/lib/staff/authenticate-staff";
import { countSignInFailure } from "@/lib/metrics/counters";
import { giveBackSignInAttempt, takeSignInAttempt } from "./sign-in-limits";

/**
 * A portal sign-in: within the e-mail's allowance from this client address
 * and the address's own (SignInRateLimitedError past them), then the
 * password check with its lockout. A success does not count against the
 * allowances.
 */
export async function signInStaff({ email, password, address }: { email: string; password: string; address: string }): Promise<AuthenticatedStaff | null> {
  const source = { email: email.trim().toLowerCase(), address };
  await takeSignInAttempt(source).catch((error: unknown) => {
    countSignInFailure("rate_limited");
    throw error;
  });
  const actor = await authenticateStaff({ email, password, address });
  if (actor) await giveBackSignInAttempt(source);
  else countSignInFailure("refused");
  return actor;
}
