/**
 * The error codes next-auth hands back to the login page (as `error`) when
 * an attempt is refused before or instead of a password check; shared by the
 * server, which throws them, and the login form, which words them.
 */
export const SIGN_IN_ERRORS = {
  locked: "locked",
  rateLimited: "rate_limited",
} as const;
