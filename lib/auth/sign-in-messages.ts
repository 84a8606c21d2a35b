import { SIGN_IN_ERRORS } from "./sign-in-errors";

const MESSAGES: Readonly<Record<string, string>> = {
  [SIGN_IN_ERRORS.rateLimited]: "Too many sign-in attempts from here or for this e-mail address. Wait a few minutes and try again.",
  // Also the answer to a locked account, so that it tells nobody which e-mail addresses exist.
  CredentialsSignin:
    "The e-mail address or password is not right. After several failed attempts, sign-in is paused for a while, even with the right password; an administrator can unlock your account sooner.",
};

const UNKNOWN = "Signing in did not work. Try again in a moment.";

/** The login page's words for an error next-auth hands back, from a script or in the page's address. */
export function signInMessage(error: string | null | undefined): string | null {
  if (!error) return null;
  return MESSAGES[error] ?? UNKNOWN;
}
