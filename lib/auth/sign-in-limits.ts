import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";

export class SignInRateLimitedError extends Error {
  constructor() {
    super("Too many sign-in attempts; try again later");
  }
}

interface SignInLimiters {
  perEmail: RateLimiterMemory | null;
  perAddress: RateLimiterMemory | null;
}

// Kept on globalThis: Next may load this module in more than one bundle, and
// each copy would otherwise count on its own.
const globalForLimits = globalThis as unknown as { loandeskSignInLimits?: SignInLimiters };

function limiters(): SignInLimiters {
  if (!globalForLimits.loandeskSignInLimits) {
    const { SIGN_IN_RATE_LIMIT_PER_EMAIL, SIGN_IN_RATE_LIMIT_PER_ADDRESS, SIGN_IN_RATE_WINDOW_SECONDS: duration } = env();
    const limiter = (points: number, keyPrefix: string) => (points > 0 ? new RateLimiterMemory({ points, duration, keyPrefix }) : null);
    globalForLimits.loandeskSignInLimits = {
      perEmail: limiter(SIGN_IN_RATE_LIMIT_PER_EMAIL, "sign-in-email"),
      perAddress: limiter(SIGN_IN_RATE_LIMIT_PER_ADDRESS, "sign-in-address"),
    };
  }
  return globalForLimits.loandeskSignInLimits;
}

export interface SignInSource {
  /** Trimmed and lower-cased: one allowance per account however it is typed. */
  email: string;
  /** The client's address key (lib/http/client-address.ts). */
  address: string;
}

async function take(limiter: RateLimiterMemory | null, key: string): Promise<void> {
  try {
    await limiter?.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new SignInRateLimitedError();
    throw rejection;
  }
}

/**
 * Takes one attempt from the client address's and the e-mail's allowances
 * before any password is checked, so a parallel burst is bounded as well as a
 * slow one; throws SignInRateLimitedError when either is used up. These
 * counts live in this instance's memory: N instances allow N times as many,
 * while the lockout in the database holds across all of them.
 */
export async function takeSignInAttempt({ email, address }: SignInSource): Promise<void> {
  const { perEmail, perAddress } = limiters();
  await take(perAddress, address);
  await take(perEmail, email);
}

/** A successful sign-in gives its attempt back, so only failures add up: an office behind one address can sign in all morning. */
export async function giveBackSignInAttempt({ email, address }: SignInSource): Promise<void> {
  const { perEmail, perAddress } = limiters();
  await Promise.all([perAddress?.reward(address), perEmail?.reward(email)]);
}
