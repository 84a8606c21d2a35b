import pino from "pino";
import { env } from "@/lib/config/env";

// Bodies are never logged, so PAN, Aadhaar, account and mobile numbers cannot
// reach the log by that road; the redaction covers anything logged by
// mistake under these names.
export const logger = pino({
  level: env().LOG_LEVEL,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: ["*.mobile_number", "*.ac_number", "*.identifier", "*.co_pancard", "*.co_aadhaar", "*.co_phone", "*.authorization"],
    censor: "[redacted]",
  },
});
