import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_NACH_CATEGORY, NACH_CATEGORY_CODES } from "@/lib/nach/mandate-category";

const DATA_KEY_FORMAT = "must be the base64 of exactly 32 bytes (openssl rand -base64 32)";
const dataKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/]{43}=$/, DATA_KEY_FORMAT)
  .transform((text) => Buffer.from(text, "base64"));
// An empty variable is a variable not set, as a blank line in an env file means.
const unlessEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unlessEmpty, schema.optional());
const secondsList = (defaults: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, "must be comma-separated seconds")
    .default(defaults)
    .transform((text) => text.split(",").map(Number));
const isCalendarDate = (text: string) => z.iso.date().safeParse(text).success;
const datesList = z.preprocess(
  unlessEmpty,
  z
    .string()
    .transform((text) => text.split(",").map((day) => day.trim()).filter((day) => day !== ""))
    .refine((days) => days.every(isCalendarDate), "must be comma-separated dates, YYYY-MM-DD")
    .default([]),
);

/** An identifier of the lender's own: letters, digits, dot, hyphen, underscore. */
const CONFIG_ID = /^[A-Za-z0-9._-]{1,32}$/;
const idList = (defaults: string) =>
  z.preprocess(
    unlessEmpty,
    z
      .string()
      .default(defaults)
      .transform((text) => [...new Set(text.split(",").map((id) => id.trim()).filter((id) => id !== ""))])
      .refine((ids) => ids.length > 0 && ids.every((id) => CONFIG_ID.test(id)), "must be comma-separated identifiers (letters, digits, . _ -, at most 32 each)"),
  );

const envSchema = z.object({
  LOANDESK_MODE: z.enum(["demo", "production"]).default("demo"),
  /** Demo mode only: book the demo partners' example loans (lib/loans/demo-loan-list.ts) on start. Test servers turn it off. */
  LOANDESK_DEMO_LOANS: z.enum(["on", "off"]).default("on"),
  /** Signs portal sessions. Required in production; demo mode generates one beside its database (lib/auth/session-secret.ts). */
  NEXTAUTH_SECRET: optional(z.string()),
  /** The portal's public URL, from which next-auth builds its links and cookie settings. Required in production. */
  NEXTAUTH_URL: optional(z.url()),
  /** The key that encrypts secrets and PII at rest (lib/crypto/data-key.ts); demo mode makes its own. */
  LOANDESK_DATA_KEY: optional(dataKey),
  /** Earlier data keys, comma-separated, still read during a rotation (npm run data-key:rotate). */
  LOANDESK_DATA_KEYS_PREVIOUS: z.preprocess(
    unlessEmpty,
    z
      .string()
      .transform((text) => text.split(",").map((key) => key.trim()).filter((key) => key !== ""))
      .pipe(z.array(dataKey))
      .default([]),
  ),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must be file:PATH (SQLite) or postgresql://...")
    .default(`file:${path.join("data", "loandesk.db")}`),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** PostgreSQL: a query still unanswered after this long fails (503), so a server that stops answering cannot hold a request forever. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Requests a second each API client may make, sustained (0: no limit), and the burst it may make at once. */
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).default(100),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(200),
  /**
   * Failed portal sign-ins allowed per e-mail address and per client address
   * in each window (0: no limit). An attempt counts from its start, so a
   * parallel burst is bounded too; a successful sign-in does not count.
   */
  SIGN_IN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(0).default(10),
  SIGN_IN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(50),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * The sign-in lockout, kept in the database (lib/staff/failure-count.ts):
   * this many failures on one account from one client address within the
   * window lock that account for that address only; this many from all
   * addresses lock it everywhere. Each lock lasts SIGN_IN_LOCK_SECONDS.
   */
  SIGN_IN_LOCK_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  SIGN_IN_LOCK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  SIGN_IN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  /** How long a portal session lasts from sign-in, however often it is used (it also ends after 8 hours unused). */
  PORTAL_SESSION_LIFETIME_SECONDS: z.coerce.number().int().min(1).default(12 * 60 * 60),
  /**
   * Portal server actions each staff member may call in each window (0: no
   * limit). Generous: a busy user's clicks, paging and the tables' polling
   * come nowhere near it; a script driving a stolen session does.
   */
  PORTAL_ACTION_RATE_LIMIT: z.coerce.number().int().min(0).default(300),
  PORTAL_ACTION_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Reverse proxies in front of the server, each appending the address it
   * was reached from to X-Forwarded-For. 0 (the default): clients connect
   * directly and the header is ignored, since a client can write anything in
   * it. See lib/http/client-address.ts.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** A request still unanswered after this long gets 503; its work may still complete. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * A request body from which no byte has come for this long gets 408 and is
   * read no further: a stalled upload must not hold its slot and buffer.
   */
  REQUEST_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Worker threads that render PDFs (the KFS, the mandate form) off the
   * event loop: the cores less one for the event loop, 1 to 4. A render is
   * 0.2-1.2 s of one core.
   */
  PDF_RENDER_WORKERS: z.coerce.number().int().min(1).max(32).default(Math.min(4, Math.max(1, availableParallelism() - 1))),
  /** Renders that may wait for a worker; one more is refused with 503 and Retry-After rather than left to time out. */
  PDF_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** The Retry-After of that 503, in seconds. */
  PDF_RENDER_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  /** Rendered PDFs that never change (mandate forms, frozen statements) kept in memory per instance, in MiB (0: none). */
  PDF_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** PDF downloads each API client, and each signed-in staff member, may have in flight per instance; one more gets 429. */
  PDF_DOWNLOADS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(2),
  /** How long a verified API credential is trusted before it is looked up again. */
  CREDENTIAL_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The lender as printed on its papers (the NACH mandate's creditor, the KFS). lib/config/lender.ts has the demo default. */
  LENDER_NAME: optional(z.string().trim().min(1).max(100)),
  /**
   * The sponsor bank's code on NPCI's mandate form (up to 11 characters): its
   * IFSC, whose first four letters begin every UMRN it lodges (contract v3 section 8).
   */
  NACH_SPONSOR_BANK_CODE: optional(z.string().trim().regex(/^[A-Z]{4}[A-Z0-9]{0,7}$/, "must be the sponsor bank's IFSC: 4 upper-case letters, then up to 7 upper-case letters or digits")),
  /** The lender's NACH utility code from its sponsor bank (up to 18 characters). */
  NACH_UTILITY_CODE: optional(z.string().trim().regex(/^[A-Z0-9]{1,18}$/, "must be 1-18 upper-case letters or digits")),
  /** NPCI's mandate category the lender lodges its mandates under (lib/nach/mandate-category.ts); it decides whether as-presented debits are allowed. */
  NACH_CATEGORY: z.preprocess(unlessEmpty, z.enum(NACH_CATEGORY_CODES, { error: `must be one of ${NACH_CATEGORY_CODES.join(", ")}` }).default(DEFAULT_NACH_CATEGORY)),
  /** The Key Facts Statement's contingent charges (RBI Annex A Part 1 item 10), as the lender words them. */
  LENDER_PENAL_CHARGES: optional(z.string().trim().min(1).max(500)),
  LENDER_FORECLOSURE_CHARGES: optional(z.string().trim().min(1).max(500)),
  LENDER_OTHER_CHARGES: optional(z.string().trim().min(1).max(500)),
  /** The nodal grievance redressal officer printed in the KFS's Part 2. */
  LENDER_GRIEVANCE_OFFICER_NAME: optional(z.string().trim().min(1).max(100)),
  LENDER_GRIEVANCE_OFFICER_PHONE: optional(z.string().trim().regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, "must be a phone number (digits, spaces, hyphens, an optional leading +)")),
  LENDER_GRIEVANCE_OFFICER_EMAIL: optional(z.email({ error: "must be an e-mail address" }).max(254)),
  /** Days after disbursal in which the borrower may exit without penalty; RBI's floor is one day. lib/config/lender.ts has the default, 3. */
  LENDER_COOLING_OFF_DAYS: optional(z.coerce.number().int().min(1, "must be at least 1 day (RBI's floor)").max(365)),
  /** The clause of the loan agreement on grievance redressal (KFS Part 2 item 2), printed with the officer's details. */
  LENDER_GRIEVANCE_CLAUSE: optional(z.string().trim().min(1).max(200)),
  /** Days after an exit request in which a digital loan's borrower repays under the cooling-off exit (contract v3 section 12; KFS Part 2 states it). */
  COOLING_OFF_PAY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** The clause of the loan agreement on recovery agents (KFS Part 2 item 1). */
  LENDER_RECOVERY_AGENTS_CLAUSE: optional(z.string().trim().min(1).max(200)),
  /** Whether the lender's loans may be transferred to another lender or securitised (KFS Part 2 item 4). */
  LENDER_LOANS_TRANSFERABLE: optional(z.enum(["yes", "no"])),
  /**
   * Holidays on a Monday to Friday, comma-separated YYYY-MM-DD: not working
   * days when a Key Facts Statement's validity is counted (contract v3 section 11).
   */
  HOLIDAYS: datesList,
  /**
   * The consent texts the lender has registered, comma-separated (contract v3
   * section 12): a consent's `text_version` must be one of them. Default "v1".
   */
  CONSENT_TEXT_VERSIONS: idList("v1"),
  /** Demo sandbox bank: how long after initiation it reports on a mandate. */
  NACH_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * Mandates still initiated more than this many working days (Mon-Fri, IST)
   * after their date are expired by the expiry job: NPCI's staleness limit (M096).
   */
  NACH_EXPIRE_AFTER_WORKING_DAYS: z.coerce.number().int().min(0).default(120),
  /** Its predecessor counted hours: refused rather than ignored, so an old setting cannot silently become 120 working days. */
  NACH_EXPIRE_AFTER_HOURS: z.undefined({ error: "is replaced by NACH_EXPIRE_AFTER_WORKING_DAYS (working days, default 120); remove it" }).optional(),
  /**
   * Words that mark a name at the bank as a business's or a family's (HUF)
   * rather than the borrower's, comma-separated (contract v3 section 12);
   * a verification finding one fails. Empty: the contract's list.
   */
  BANK_NAME_ENTITY_WORDS: z.preprocess(
    unlessEmpty,
    z
      .string()
      .transform((text) => text.split(",").map((word) => word.trim()).filter((word) => word !== ""))
      .pipe(z.array(z.string().max(40)).min(1))
      .optional(),
  ),
  /** Seconds before each delivery attempt; the Standard Webhooks schedule by default. */
  WEBHOOK_RETRY_SCHEDULE: secondsList("0,5,300,1800,7200,18000,36000,50400,72000,86400"),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** An attempt whose connection is not made by then fails as a timeout, long before WEBHOOK_TIMEOUT_MS. */
  WEBHOOK_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** How long a worker's claim on a delivery lasts before another may take it. */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  /** Deliveries each worker has in flight at once; a slot one frees is taken up at once. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(20),
  /** Of those, at most this many for one partner, so that one partner's endpoints that never answer cannot hold them all. */
  WEBHOOK_CONCURRENCY_PER_PARTNER: z.coerce.number().int().min(1).max(1000).default(5),
  /** Endpoints a partner may have at once (deleted ones not counted). */
  WEBHOOK_ENDPOINTS_PER_PARTNER: z.coerce.number().int().min(1).max(1000).default(10),
  /** After this many attempts in a row without an answer in time, an endpoint is paused (WEBHOOK_ENDPOINT_PAUSE_SCHEDULE). */
  WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS: z.coerce.number().int().min(1).default(5),
  /** Seconds of each pause of such an endpoint, one after another; the last repeats. */
  WEBHOOK_ENDPOINT_PAUSE_SCHEDULE: secondsList("60,300,900,1800,3600"),
  /** After this many attempts in a row without an answer in time, an endpoint is disabled, with the reason in the endpoint list. */
  WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS: z.coerce.number().int().min(1).default(50),
  /**
   * How often background jobs look for work at the latest. The sandbox bank
   * and the delivery worker are woken when work is committed and timed for
   * work that falls due later, so for them this is only the fallback.
   */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  /** How often expired Idempotency-Key records (older than 24 h) are looked for and deleted. */
  IDEMPOTENCY_PURGE_INTERVAL_MS: z.coerce.number().int().min(10).default(60_000),
  /** `inprocess` runs the delivery worker inside the server; `off` leaves it to `npm run worker` (PostgreSQL only). */
  WEBHOOK_WORKER: z.enum(["inprocess", "off"]).default("inprocess"),
  /**
   * Policy verdicts one partner may have on one PAN in 30 days before an
   * operations alert (contract v3 section 5): each exposure verdict tells a
   * partner one bit about the customer's borrowing elsewhere.
   */
  EXPOSURE_PROBE_LIMIT: z.coerce.number().int().min(1).default(3),
  /** The withhold tranches together hold back at most this % of the loan amount (contract v3 section 4). */
  WITHHOLD_MAX_PCT: z.coerce.number().min(0).max(100).default(25),
  /** A withhold tranche is released at most this many days after the principal tranches' date. */
  WITHHOLD_MAX_DAYS: z.coerce.number().int().min(0).max(3650).default(120),
  /** An Approved loan not disbursed counts towards the exposure rule for this many days after booking (contract v3 section 5). */
  APPROVAL_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
}).refine((env) => env.WEBHOOK_CONCURRENCY_PER_PARTNER <= env.WEBHOOK_CONCURRENCY, {
  path: ["WEBHOOK_CONCURRENCY_PER_PARTNER"],
  message: "must be at most WEBHOOK_CONCURRENCY",
});

export type Env = z.infer<typeof envSchema>;

const settingsSchema = envSchema.superRefine((settings, context) => {
  // Attempts refused by an address's own lock are not counted, so in one
  // window an address adds at most this many failures to the account's
  // count; at or above it, one address alone could lock the account everywhere.
  const fromOneAddress = settings.SIGN_IN_LOCK_FAILURES_PER_ADDRESS * (Math.floor(settings.SIGN_IN_LOCK_WINDOW_SECONDS / settings.SIGN_IN_LOCK_SECONDS) + 1);
  if (settings.SIGN_IN_LOCK_FAILURES_PER_ACCOUNT <= fromOneAddress) {
    context.addIssue({
      code: "custom",
      path: ["SIGN_IN_LOCK_FAILURES_PER_ACCOUNT"],
      message: `must be more than ${fromOneAddress}, the failures one client address can add in a window (SIGN_IN_LOCK_FAILURES_PER_ADDRESS x (SIGN_IN_LOCK_WINDOW_SECONDS / SIGN_IN_LOCK_SECONDS, rounded down, + 1)), so that one address cannot lock the account everywhere`,
    });
  }
});

let cached: Env | undefined;

/** An environment checked; a bad value throws with a clear message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
}

/** The environment, checked once; a bad value stops the process with a clear message. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isPostgres = (url = env().DATABASE_URL) => /^postgres(ql)?:\/\//.test(url);

/** The SQLite file path of a `file:` URL. */
export const sqlitePath = (url = env().DATABASE_URL) => url.replace(/^file:/, "");
