/**
 * The error codes next-auth hands back to the login page (as `error`) when
 * an attempt is refused before its password is checked; shared by the
 * server, which throws them, and the login form, which words them. A lock
 * has none: it is refused as a wrong password is (CredentialsSignin).
 */
export const SIGN_IN_ERRORS = {
  rateLimited: "rate_limited",
} as const;
