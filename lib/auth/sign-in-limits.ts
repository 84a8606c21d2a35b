import { env } from "@/lib/config/env";
import { memoryLimiter, takePoint } from "@/lib/http/memory-limiter";

export class SignInRateLimitedError extends Error {
  constructor() {
    super("Too many sign-in attempts; try again later");
  }
}

function limiters() {
  const { SIGN_IN_RATE_LIMIT_PER_EMAIL, SIGN_IN_RATE_LIMIT_PER_ADDRESS, SIGN_IN_RATE_WINDOW_SECONDS } = env();
  return {
    perEmail: memoryLimiter("sign-in-email", SIGN_IN_RATE_LIMIT_PER_EMAIL, SIGN_IN_RATE_WINDOW_SECONDS),
    perAddress: memoryLimiter("sign-in-address", SIGN_IN_RATE_LIMIT_PER_ADDRESS, SIGN_IN_RATE_WINDOW_SECONDS),
  };
}

export interface SignInSource {
  /** Trimmed and lower-cased: one allowance per account however it is typed. */
  email: string;
  /** The client's address key (lib/http/client-address.ts). */
  address: string;
}

// The e-mail's allowance is counted per client address: counted over every
// address, one address that kept trying would use it up and shut the account
// out everywhere. The database's account-wide lockout covers many addresses.
const emailFromAddress = ({ email, address }: SignInSource) => `${address} ${email}`;

/**
 * Takes one attempt from the client address's allowance and from the
 * e-mail's allowance at that address before any password is checked, so a
 * parallel burst is bounded as well as a slow one; throws
 * SignInRateLimitedError when either is used up. These counts live in this
 * instance's memory: N instances allow N times as many, while the lockout in
 * the database holds across all of them.
 */
export async function takeSignInAttempt(source: SignInSource): Promise<void> {
  const { perEmail, perAddress } = limiters();
  if ((await takePoint(perAddress, source.address)) !== null || (await takePoint(perEmail, emailFromAddress(source))) !== null) throw new SignInRateLimitedError();
}

/** A successful sign-in gives its attempt back, so only failures add up: an office behind one address can sign in all morning. */
export async function giveBackSignInAttempt(source: SignInSource): Promise<void> {
  const { perEmail, perAddress } = limiters();
  await Promise.all([perAddress?.reward(source.address), perEmail?.reward(emailFromAddress(source))]);
}
