/**
 * Variables read outside lib/config/env.ts's schema, because the platform
 * defines them: Next.js's server and runtime. A test holds every variable
 * the code reads to the schema or this list (lib/config/env-example.test.ts).
 */
export interface PlatformVariable {
  name: string;
  /** Who sets it: the operator (so .env.example lists it), or Next.js itself. */
  setBy: "operator" | "Next.js";
  description: string;
  default?: string;
}

export const PLATFORM_VARIABLES: readonly PlatformVariable[] = [
  { name: "PORT", setBy: "operator", default: "3000", description: "The HTTP port next start listens on (npm start -- -p 8080 works too)." },
  {
    name: "NEXT_MANUAL_SIG_HANDLE",
    setBy: "operator",
    description:
      "true: next start leaves SIGTERM and SIGINT to the server's drain, which lets the requests in flight and the background jobs finish and exits 0 (docs/operations.md); unset, next start exits 143 without waiting for the jobs. Next reads it before it loads an env file, so set it where the server starts: npm start does, a container sets it in its image.",
  },
  { name: "NODE_ENV", setBy: "Next.js", description: "production under next build and next start; the service never branches on it (LOANDESK_MODE does that)." },
  { name: "NEXT_RUNTIME", setBy: "Next.js", description: "nodejs or edge: which runtime is running the code (instrumentation.ts and the PDF renderer ask)." },
];
