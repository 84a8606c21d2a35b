import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

/** off: no METRICS_TOKEN, so no metrics are served; refused: a missing or wrong bearer token. */
export type MetricsAccess = "off" | "refused" | "allowed";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries METRICS_TOKEN as a bearer token.
 * The two are compared as SHA-256 digests of equal length in constant
 * time, so neither the token's characters nor its length leak through timing.
 */
export function metricsAccess(authorization: string | null, token = env().METRICS_TOKEN): MetricsAccess {
  if (!token) return "off";
  const given = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token)) ? "allowed" : "refused";
}
