import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import type { Credentials } from "./client";
import { ROOT } from "./server";

const run = promisify(execFile);

/** `npm run partner -- ...` against the database of the server under test, with settings of its own; its stdout. */
export async function partnerCliWith(settings: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(path.join(ROOT, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/partner.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "silent", ...settings },
  });
  return stdout;
}

/** `npm run partner -- ...` against the database of the server under test; its stdout. */
export const partnerCli = (...args: string[]): Promise<string> => partnerCliWith({}, ...args);

/** The API credentials the CLI printed for a new partner. */
export function credentialsIn(output: string): Credentials {
  const clientId = /client_id:\s+(\S+)/.exec(output)?.[1];
  const secret = /client_secret:\s+(\S+)/.exec(output)?.[1];
  if (!clientId || !secret) throw new Error(`No credentials in: ${output}`);
  return { clientId, secret };
}
