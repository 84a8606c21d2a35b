import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_NACH_CATEGORY, NACH_CATEGORY_CODES } from "@/lib/codes/mandate-category";

const DATA_KEY_FORMAT = "must be the base64 of exactly 32 bytes (openssl rand -base64 32)";
const dataKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/]{43}=$/, DATA_KEY_FORMAT)
  .transform((text) => Buffer.from(text, "base64"));
// An empty variable is a variable not set, as a blank line in an env file means.
const unlessEmpty = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unlessEmpty, schema.optional());
const secondsText = z.string().regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, "must be comma-separated seconds");
const toSeconds = (text: string) => text.split(",").map(Number);
const secondsList = (defaults: string) => secondsText.default(defaults).transform(toSeconds);
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

/**
 * What `.env.example` says of a variable (lib/config/env-example.ts): the
 * meaning is written here, beside the variable's parsing, and nowhere else.
 */
export interface EnvDoc {
  description: string;
  /** Production refuses to start without it (lib/startup/configuration-problems.ts). */
  requiredInProduction?: true;
  /** The default in words, where the value depends on the machine. */
  defaultInWords?: string;
}

export const envDocs = z.registry<EnvDoc>();

const modeAndDemo = {
  LOANDESK_MODE: z.enum(["demo", "production"]).default("demo").register(envDocs, {
    description:
      "demo seeds the demo partners, staff and loans and runs a sandbox bank; production seeds nothing and refuses to start while any required or lender setting below is unset, a demo value or malformed (one message names them all), or while any API client or portal user still has a demo secret.",
  }),
  LOANDESK_DEMO_LOANS: z.enum(["on", "off"]).default("on").register(envDocs, {
    description:
      "Demo mode only: on first start, book the demo partners' example loans (lib/loans/demo-loan-list.ts), idempotent by their fixed DEMO-... partner loan ids; off books none (test servers turn it off).",
  }),
  NACH_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(2000).register(envDocs, {
    description: "Demo mode only: how long after initiation the sandbox bank reports on a mandate.",
  }),
};

const database = {
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must be file:PATH (SQLite) or postgresql://...")
    .default(`file:${path.join("data", "loandesk.db")}`)
    .register(envDocs, { description: "file:PATH for SQLite, postgresql://user:pass@host:5432/db for PostgreSQL. The database is created and migrated when the server starts." }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10).register(envDocs, { description: "PostgreSQL connections per instance (1-200)." }),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000).register(envDocs, { description: "How long SQLite waits for a lock before the request gets 503." }),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000).register(envDocs, {
    description: "PostgreSQL: a query still unanswered after this long fails and the request gets 503, so a server that stops answering cannot hold a request forever.",
  }),
};

const secrets = {
  NEXTAUTH_SECRET: optional(z.string()).register(envDocs, {
    description:
      "Signs portal sessions: a long random string (openssl rand -hex 32). Demo mode makes its own and keeps it as session-secret beside the database.",
    requiredInProduction: true,
  }),
  NEXTAUTH_URL: optional(z.url()).register(envDocs, {
    description: "The portal's public URL (e.g. https://loandesk.example.com), from which next-auth builds its links and cookie settings.",
    requiredInProduction: true,
  }),
  LOANDESK_DATA_KEY: optional(dataKey).register(envDocs, {
    description:
      "The key that encrypts PANs, account numbers, scans and webhook secrets at rest: the base64 of 32 random bytes (openssl rand -base64 32). Demo mode makes its own and keeps it as data-key beside the database. Back it up apart from the database: without it the data cannot be read.",
    requiredInProduction: true,
  }),
  LOANDESK_DATA_KEYS_PREVIOUS: z
    .preprocess(
      unlessEmpty,
      z
        .string()
        .transform((text) => text.split(",").map((key) => key.trim()).filter((key) => key !== ""))
        .pipe(z.array(dataKey))
        .default([]),
    )
    .register(envDocs, { description: "Earlier data keys, comma-separated, still read during a rotation (README, \"Rotating the data key\"; npm run data-key:rotate)." }),
};

const lender = {
  LENDER_NAME: optional(z.string().trim().min(1).max(100)).register(envDocs, {
    description: "The lender as printed on its papers: the NACH mandate's creditor (\"I/We hereby authorize\") and the Key Facts Statement.",
  }),
  LENDER_PENAL_CHARGES: optional(z.string().trim().min(1).max(500)).register(envDocs, {
    description: "The Key Facts Statement's penal charges (RBI Annex A Part 1 item 10), in the lender's words (up to 500 characters).",
  }),
  LENDER_FORECLOSURE_CHARGES: optional(z.string().trim().min(1).max(500)).register(envDocs, {
    description: "The Key Facts Statement's foreclosure charges, in the lender's words (up to 500 characters).",
  }),
  LENDER_OTHER_CHARGES: optional(z.string().trim().min(1).max(500)).register(envDocs, {
    description: "The Key Facts Statement's other contingent charges, in the lender's words (up to 500 characters).",
  }),
  LENDER_GRIEVANCE_OFFICER_NAME: optional(z.string().trim().min(1).max(100)).register(envDocs, {
    description: "The nodal grievance redressal officer printed in the Key Facts Statement's Part 2.",
  }),
  LENDER_GRIEVANCE_OFFICER_PHONE: optional(z.string().trim().regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, "must be a phone number (digits, spaces, hyphens, an optional leading +)")).register(envDocs, {
    description: "That officer's phone number.",
  }),
  LENDER_GRIEVANCE_OFFICER_EMAIL: optional(z.email({ error: "must be an e-mail address" }).max(254)).register(envDocs, {
    description: "That officer's e-mail address.",
  }),
  LENDER_GRIEVANCE_CLAUSE: optional(z.string().trim().min(1).max(200)).register(envDocs, {
    description: "The loan agreement's clause on grievance redressal, printed in the Key Facts Statement's Part 2 row 2 with the officer's details.",
  }),
  LENDER_RECOVERY_AGENTS_CLAUSE: optional(z.string().trim().min(1).max(200)).register(envDocs, {
    description: "The loan agreement's clause on recovery agents (Key Facts Statement Part 2 item 1).",
  }),
  LENDER_COOLING_OFF_DAYS: optional(z.coerce.number().int().min(1, "must be at least 1 day (RBI's floor)").max(365)).register(envDocs, {
    description: "Days after disbursal in which the borrower may exit without penalty (the cooling-off or look-up period); RBI's floor is 1.",
  }),
  LENDER_LOANS_TRANSFERABLE: optional(z.enum(["yes", "no"])).register(envDocs, {
    description: "yes or no: whether the lender's loans may be transferred to another lender or securitised (Key Facts Statement Part 2 item 4).",
  }),
};

const nach = {
  NACH_SPONSOR_BANK_CODE: optional(
    z.string().trim().regex(/^[A-Z]{4}[A-Z0-9]{0,7}$/, "must be the sponsor bank's IFSC: 4 upper-case letters, then up to 7 upper-case letters or digits"),
  ).register(envDocs, {
    description:
      "The sponsor bank's code on NPCI's mandate form: its IFSC (4 letters, then up to 7 letters or digits), whose first four letters begin every UMRN it lodges (contract v3 section 8).",
  }),
  NACH_UTILITY_CODE: optional(z.string().trim().regex(/^[A-Z0-9]{1,18}$/, "must be 1-18 upper-case letters or digits")).register(envDocs, {
    description: "The lender's NACH utility code from its sponsor bank (1-18 upper-case letters or digits).",
  }),
  NACH_CATEGORY: z
    .preprocess(unlessEmpty, z.enum(NACH_CATEGORY_CODES, { error: `must be one of ${NACH_CATEGORY_CODES.join(", ")}` }).default(DEFAULT_NACH_CATEGORY))
    .register(envDocs, {
      description:
        "NPCI's mandate category the lender lodges its mandates under (lib/codes/mandate-category.ts): L001 (loan instalment: no as-presented debits, so a weekly, fortnightly or other loan gets 422 nach_frequency_unsupported) or S001 (small value mandate: as-presented debits, at most 25,000 rupees a debit).",
    }),
  NACH_EXPIRE_AFTER_WORKING_DAYS: z.coerce.number().int().min(0).default(120).register(envDocs, {
    description:
      "Mandates still initiated more than this many working days (Mon-Fri, IST) after their date are expired by the expiry job: NPCI's staleness limit (M096).",
  }),
  NACH_EXPIRE_AFTER_HOURS: z.undefined({ error: "is replaced by NACH_EXPIRE_AFTER_WORKING_DAYS (working days, default 120); remove it" }).optional().register(envDocs, {
    description: "Retired: it counted hours. The server refuses to start while it is set, so an old setting cannot silently become 120 working days. Do not set it.",
  }),
};

const loanRules = {
  COOLING_OFF_PAY_DAYS: z.coerce.number().int().min(1).max(365).default(7).register(envDocs, {
    description: "Days after a digital loan's cooling-off exit request in which the borrower repays (contract v3 section 12; the Key Facts Statement's Part 2 states it).",
  }),
  HOLIDAYS: datesList.register(envDocs, {
    description:
      "Holidays on a Monday to Friday, comma-separated YYYY-MM-DD: not working days when a Key Facts Statement's validity (the end, IST, of the third working day after it is generated) is counted (contract v3 section 11).",
  }),
  CONSENT_TEXT_VERSIONS: idList("v1").register(envDocs, {
    description: "The consent texts the lender has registered, comma-separated (contract v3 section 12): a consent's text_version must be one of them.",
  }),
  BANK_NAME_ENTITY_WORDS: z
    .preprocess(
      unlessEmpty,
      z
        .string()
        .transform((text) => text.split(",").map((word) => word.trim()).filter((word) => word !== ""))
        .pipe(z.array(z.string().max(40)).min(1))
        .optional(),
    )
    .register(envDocs, {
      description:
        "Words that mark a name at the bank as a business's or a family's (HUF) rather than the borrower's, comma-separated (contract v3 section 12); a verification finding one, as a whole word, fails. Empty: the contract's list, PVT,LTD,LIMITED,LLP,HUF,TRADERS,ENTERPRISES,M/S,& CO.",
    }),
  EXPOSURE_PROBE_LIMIT: z.coerce.number().int().min(1).default(3).register(envDocs, {
    description:
      "Policy verdicts one partner may have on one PAN in 30 days before each further one logs a warn-level exposure_probe alert for operations (contract v3 section 5): each exposure verdict tells a partner one bit about the customer's borrowing elsewhere.",
  }),
  WITHHOLD_MAX_PCT: z.coerce.number().min(0).max(100).default(25).register(envDocs, {
    description: "The withhold tranches together hold back at most this % of the loan amount (contract v3 section 4).",
  }),
  WITHHOLD_MAX_DAYS: z.coerce.number().int().min(0).max(3650).default(120).register(envDocs, {
    description: "A withhold tranche is released at most this many days after the principal tranches' date.",
  }),
  APPROVAL_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(30).register(envDocs, {
    description: "An Approved loan not disbursed counts towards the exposure rule for this many days after booking (contract v3 section 5).",
  }),
};

const webhooks = {
  WEBHOOK_WORKER: z.enum(["inprocess", "off"]).default("inprocess").register(envDocs, {
    description: "inprocess runs the delivery worker inside the server; off leaves delivery to npm run worker processes (PostgreSQL only; on SQLite the server always delivers).",
  }),
  WEBHOOK_RETRY_SCHEDULE: optional(secondsText.transform(toSeconds)).register(envDocs, {
    description: "Seconds before each delivery attempt, comma-separated (lib/webhooks/retry-schedule.ts).",
    defaultInWords: "in production the Standard Webhooks schedule, 0,5,300,1800,7200,18000,36000,50400,72000,86400 (failed after about 3 days); in demo mode 0,5,10,15,20, so that a failing delivery is failed, and can be replayed, within a minute",
  }),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000).register(envDocs, { description: "How long a receiver has to answer." }),
  WEBHOOK_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000).register(envDocs, {
    description: "How long a delivery may take to connect (the host's resolution included); past it the attempt fails as a timeout, long before WEBHOOK_TIMEOUT_MS.",
  }),
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(100).default(60_000).register(envDocs, { description: "How long a worker's claim on a delivery lasts before another may take it." }),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(20).register(envDocs, {
    description: "Deliveries each worker has in flight at once; a slot one frees is taken up at once.",
  }),
  WEBHOOK_CONCURRENCY_PER_PARTNER: z.coerce.number().int().min(1).max(1000).default(5).register(envDocs, {
    description:
      "Of those, at most this many for one partner (at most WEBHOOK_CONCURRENCY), so that one partner's endpoints that never answer cannot hold them all; a freed slot goes first to the partner with the fewest in flight.",
  }),
  WEBHOOK_ENDPOINTS_PER_PARTNER: z.coerce.number().int().min(1).max(1000).default(10).register(envDocs, {
    description: "Endpoints a partner may have at once (deleted ones not counted); one more is refused with 409 endpoint_limit_reached.",
  }),
  WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS: z.coerce.number().int().min(1).default(5).register(envDocs, {
    description: "After this many attempts in a row without an answer in time, an endpoint is paused (WEBHOOK_ENDPOINT_PAUSE_SCHEDULE).",
  }),
  WEBHOOK_ENDPOINT_PAUSE_SCHEDULE: secondsList("60,300,900,1800,3600").register(envDocs, {
    description: "Seconds of each pause of such an endpoint, one after another, comma-separated; the last repeats.",
  }),
  WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS: z.coerce.number().int().min(1).default(50).register(envDocs, {
    description: "After this many attempts in a row without an answer in time, an endpoint is disabled, with the reason in the endpoint list.",
  }),
};

const limits = {
  RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).default(100).register(envDocs, {
    description:
      "Requests a second each API client may make, sustained (0: no limit); shared by every instance on PostgreSQL, counted in memory on SQLite. Past it: 429 rate_limited with Retry-After.",
  }),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(200).register(envDocs, { description: "The burst each API client may make at once." }),
  SIGN_IN_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(0).default(10).register(envDocs, {
    description:
      "Failed portal sign-ins allowed per e-mail address from one client address in each window, per instance (0: no limit). An attempt counts from its start, so a parallel burst is bounded too; a successful sign-in does not count.",
  }),
  SIGN_IN_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(50).register(envDocs, {
    description: "Failed portal sign-ins allowed per client address in each window, per instance (0: no limit).",
  }),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900).register(envDocs, { description: "The window of those two limits." }),
  SIGN_IN_LOCK_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(5).register(envDocs, {
    description:
      "The sign-in lockout, kept in the database (lib/staff/failure-count.ts): this many failures on one account from one client address within SIGN_IN_LOCK_WINDOW_SECONDS lock that account for that address only.",
  }),
  SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50).register(envDocs, {
    description:
      "This many failures on one account from all addresses lock it everywhere. The server refuses a value that one address alone could reach.",
  }),
  SIGN_IN_LOCK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600).register(envDocs, { description: "The window in which those failures are counted." }),
  SIGN_IN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900).register(envDocs, {
    description: "How long each lock lasts (an administrator can end it in Settings).",
  }),
  PORTAL_SESSION_LIFETIME_SECONDS: z.coerce.number().int().min(1).default(12 * 60 * 60).register(envDocs, {
    description: "How long a portal session lasts from sign-in, however often it is used (it also ends after 8 hours unused).",
  }),
  PORTAL_ACTION_RATE_LIMIT: z.coerce.number().int().min(0).default(300).register(envDocs, {
    description:
      "Portal server actions each staff member may call in each window, per instance (0: no limit). Generous: a busy user's clicks, paging and the tables' polling come nowhere near it; a script driving a stolen session does.",
  }),
  PORTAL_ACTION_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60).register(envDocs, { description: "The window of that limit." }),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0).register(envDocs, {
    description:
      "Reverse proxies in front of the server, each appending the address it was reached from to X-Forwarded-For; per-address limits use the address the outermost of them saw. 0: clients connect directly and the header is ignored, since a client can write anything in it (lib/http/client-address.ts).",
  }),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000).register(envDocs, {
    description: "A request still unanswered after this long gets 503 service_unavailable; its work may still complete (retry with the same Idempotency-Key).",
  }),
  REQUEST_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000).register(envDocs, {
    description: "A request body from which no byte has come for this long gets 408 request_timeout and is read no further: a stalled upload must not hold its slot and buffer.",
  }),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(25_000).register(envDocs, {
    description:
      "How long SIGTERM's drain (the requests in flight, the background jobs' running iterations) may take before the server exits 1 anyway: keep it under the orchestrator's grace period (Kubernetes: 30 s). The drain is the server's only when it starts with NEXT_MANUAL_SIG_HANDLE=true (npm start sets it; docs/operations.md).",
  }),
  CREDENTIAL_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000).register(envDocs, {
    description: "How long a verified API credential is trusted before it is looked up again.",
  }),
  API_SECRET_OVERLAP_HOURS: z.coerce.number().min(0).max(720).default(24).register(envDocs, {
    description:
      "After an API client's secret is rotated, the old secret keeps working this many hours (0-720, fractions allowed), so the partner can switch without an outage; 0 cuts it at once. A second rotation inside the window ends the oldest secret at once: only the newest two ever work.",
  }),
};

const pdfs = {
  PDF_RENDER_WORKERS: z.coerce.number().int().min(1).max(32).default(Math.min(4, Math.max(1, availableParallelism() - 1))).register(envDocs, {
    description: "Worker threads that render PDFs (the KFS, the mandate form) off the event loop (1-32); a render is 0.2-1.2 s of one core, and an idle worker ends after a minute.",
    defaultInWords: "the cores less one for the event loop, 1 to 4",
  }),
  PDF_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8).register(envDocs, {
    description: "Renders that may wait for a worker (0-1000); one more is refused with 503 and Retry-After rather than left to time out.",
  }),
  PDF_RENDER_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2).register(envDocs, { description: "The Retry-After of that 503, in seconds." }),
  PDF_CACHE_MB: z.coerce.number().min(0).max(4096).default(32).register(envDocs, {
    description: "Rendered PDFs that never change (mandate forms, disbursed loans' KFS) kept in memory per instance, in MiB, least recently used dropped first (0: none).",
  }),
  PDF_DOWNLOADS_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(2).register(envDocs, {
    description: "PDF and portal file downloads each API client, and each signed-in staff member, may have in flight per instance; one more gets 429 rate_limited.",
  }),
};

const jobsAndLogs = {
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000).register(envDocs, {
    description:
      "How often background jobs look for work at the latest. The sandbox bank and the delivery worker are woken when work is committed (in-process, and by PostgreSQL NOTIFY across instances), so for them this is only the fallback.",
  }),
  IDEMPOTENCY_PURGE_INTERVAL_MS: z.coerce.number().int().min(10).default(60_000).register(envDocs, {
    description: "How often expired Idempotency-Key records (older than 24 hours) are looked for and deleted.",
  }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info").register(envDocs, {
    description: "The pino level; logs are one JSON line per request on stdout.",
  }),
  METRICS_TOKEN: optional(z.string().trim().min(32, "must be at least 32 characters (openssl rand -hex 32)")).register(envDocs, {
    description:
      "The bearer token Prometheus sends to GET /api/metrics (Authorization: Bearer <token>), and to the worker's metrics port. Unset: the endpoint is off (404) and the metrics are never served (docs/operations.md, Metrics and traces).",
  }),
  WORKER_METRICS_PORT: optional(z.coerce.number().int().min(1).max(65_535)).register(envDocs, {
    description:
      "npm run worker only: the port on which the worker serves its metrics (webhook attempts, pool) at /metrics to the METRICS_TOKEN bearer. Unset: the worker serves none; the servers' scrape still shows the outbox from the database.",
  }),
};

/** The variables by concern, in the order `.env.example` lists them. */
export const ENV_SECTIONS = [
  { title: "Mode and demo", variables: modeAndDemo },
  { title: "Database", variables: database },
  { title: "Secrets and the public address", variables: secrets },
  { title: "The lender (printed on the KFS and the mandate form)", variables: lender },
  { title: "NACH", variables: nach },
  { title: "Loan rules", variables: loanRules },
  { title: "Webhooks", variables: webhooks },
  { title: "Limits and timeouts", variables: limits },
  { title: "PDFs", variables: pdfs },
  { title: "Background jobs and logs", variables: jobsAndLogs },
] as const;

const envSchema = z
  .object({ ...modeAndDemo, ...database, ...secrets, ...lender, ...nach, ...loanRules, ...webhooks, ...limits, ...pdfs, ...jobsAndLogs })
  .refine((env) => env.WEBHOOK_CONCURRENCY_PER_PARTNER <= env.WEBHOOK_CONCURRENCY, {
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

export type EnvSource = Record<string, string | undefined>;

/** A variable and what is wrong with it, in words an operator can act on. */
export interface EnvProblem {
  variable: string;
  problem: string;
}

/** Every variable the service reads, in the order of ENV_SECTIONS. */
export const ENV_VARIABLES = Object.keys(settingsSchema.shape) as (keyof Env)[];

/** Every malformed value of `source`, in the order of ENV_SECTIONS. */
export function envProblems(source: EnvSource): EnvProblem[] {
  const parsed = settingsSchema.safeParse(source);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ variable: issue.path.join("."), problem: issue.message }));
}

export const describeProblems = (problems: readonly EnvProblem[]): string => problems.map(({ variable, problem }) => `${variable}: ${problem}`).join("; ");

/**
 * Each variable parsed on its own, the malformed ones left out: what can
 * still be judged of an environment that does not parse as a whole.
 */
export function variablesParsedAlone(source: EnvSource): Partial<Env> {
  const variables: [string, z.ZodType][] = Object.entries(settingsSchema.shape);
  const parsed = variables.flatMap(([name, schema]) => {
    const result = schema.safeParse(source[name]);
    return result.success ? [[name, result.data] as const] : [];
  });
  return Object.fromEntries(parsed) as Partial<Env>;
}

/** An environment checked; a bad value throws with a clear message. */
export function parseEnv(source: EnvSource): Env {
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid environment: ${describeProblems(envProblems(source))}`);
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
