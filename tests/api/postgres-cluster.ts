import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server";

const run = promisify(execFile);
const isRoot = () => process.getuid?.() === 0;

/** The PostgreSQL server binaries: PG_BIN from scripts/with-postgres.sh, else the newest installed. */
export function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error("PostgreSQL server binaries not found");
  return path.join("/usr/lib/postgresql", newest, "bin");
}

/** Runs a PostgreSQL tool as the cluster's owner (initdb refuses root, so that is the postgres user then). */
async function asOwner(tool: string, args: string[]): Promise<void> {
  const file = path.join(pgBin(), tool);
  if (isRoot()) await run("runuser", ["-u", "postgres", "--", file, ...args]);
  else await run(file, args);
}

export interface PostgresCluster {
  /** A database on it, for the app: postgresql://postgres@127.0.0.1:<port>/loandesk */
  databaseUrl: string;
  /** A directory for the test's logs. */
  dir: string;
  /** Stops the cluster; "fast" ends every session, as a maintenance stop does. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /**
   * SIGSTOPs the server and its backends: connections stay open but nothing
   * answers, as when the database host hangs or drops off the network.
   */
  freeze(): Promise<void>;
  /** SIGCONTs what `freeze` stopped. */
  thaw(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of the test's own, so that stopping it
 * touches no other test: set up as scripts/with-postgres.sh sets up the
 * shared one (trust auth, loopback only, its own socket directory).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "loandesk-pgown-"));
  if (isRoot()) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    chownSync(dir, Number(stdout.trim()), -1);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  const start = () =>
    asOwner("pg_ctl", ["-D", data, "-l", path.join(dir, "postgres.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => asOwner("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  let frozen: number[] = [];
  const thaw = async () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // already gone
      }
    }
    frozen = [];
  };
  try {
    await asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
    await start();
    await asOwner("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "loandesk"]);
  } catch (error) {
    await stop("immediate").catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    databaseUrl: `postgresql://postgres@127.0.0.1:${port}/loandesk`,
    dir,
    stop,
    start,
    freeze: async () => {
      // The postmaster's pid is the first line of postmaster.pid; its children are the backends.
      const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      // The postmaster first, so that it forks no backend the list below would miss.
      process.kill(postmaster, "SIGSTOP");
      frozen = [postmaster];
      const { stdout } = await run("ps", ["-o", "pid=", "--ppid", String(postmaster)]);
      for (const pid of stdout.split("\n").filter((line) => line.trim() !== "").map(Number)) {
        process.kill(pid, "SIGSTOP");
        frozen.push(pid);
      }
    },
    thaw,
    destroy: async () => {
      await thaw();
      await stop("immediate").catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
