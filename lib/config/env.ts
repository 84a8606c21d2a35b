import path from "node:path";
import { z } from "zod";

const envSchema = z.object({
  LOANDESK_MODE: z.enum(["demo", "production"]).default("demo"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must be file:PATH (SQLite) or postgresql://...")
    .default(`file:${path.join("data", "loandesk.db")}`),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The environment, checked once; a bad value stops the process with a clear message. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`Invalid environment: ${problems.join("; ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export const isPostgres = (url = env().DATABASE_URL) => /^postgres(ql)?:\/\//.test(url);

/** The SQLite file path of a `file:` URL. */
export const sqlitePath = (url = env().DATABASE_URL) => url.replace(/^file:/, "");
