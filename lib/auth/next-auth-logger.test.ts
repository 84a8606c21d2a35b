import { beforeEach, describe, expect, it, vi } from "vitest";

const lines = vi.hoisted(() => [] as { level: string; fields: unknown; message: string }[]);
vi.mock("@/lib/log/logger", () => {
  const at = (level: string) => (fields: unknown, message: string) => lines.push({ level, fields, message });
  return { logger: { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") } };
});

import { nextAuthLogger } from "./next-auth-logger";
import { SessionEndedError } from "./refresh-session-token";

beforeEach(() => {
  lines.length = 0;
});

describe("next-auth's logs", () => {
  it("give an ended session one info line with its reason, not an error", () => {
    nextAuthLogger.error("JWT_SESSION_ERROR", new SessionEndedError("signed-out"));
    expect(lines).toEqual([{ level: "info", fields: { reason: "signed-out" }, message: "portal session refused" }]);
  });

  it("keep next-auth's own faults as errors", () => {
    const fault = new Error("JWT invalid");
    nextAuthLogger.error("JWT_SESSION_ERROR", fault);
    nextAuthLogger.error("SIGNOUT_ERROR", { error: fault, extra: 1 });
    expect(lines.map(({ level }) => level)).toEqual(["error", "error"]);
  });

  it("keep what a browser posts to /api/auth/_log below the default level, whatever level it claims", () => {
    nextAuthLogger.error("CLIENT_FETCH_ERROR", { error: { message: "forged" } as unknown as Error, client: "true" });
    nextAuthLogger.error("LOGGER_ERROR", new TypeError("_logger.default[level] is not a function"));
    // A browser can post any code as a warning; next-auth's own are a fixed few.
    nextAuthLogger.warn("FORGED\nline" as "NO_SECRET");
    nextAuthLogger.warn("NO_SECRET");
    expect(lines.map(({ level }) => level)).toEqual(["debug", "debug", "debug", "warn"]);
  });
});
