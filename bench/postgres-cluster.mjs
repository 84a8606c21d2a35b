import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL cluster for the bench, configured as production runs
 * one: fsync and synchronous_commit on (the defaults, stated so that nothing
 * upstream can turn them off). The test cluster (scripts/with-postgres.sh) runs
 * with fsync=off, which flatters every write; the bench must not.
 */
const SETTINGS = { fsync: "on", synchronous_commit: "on", full_page_writes: "on", max_connections: "200", listen_addresses: "127.0.0.1" };

/** The settings printed with every result, so a figure always says what it ran with. */
const REPORTED = ["server_version", "fsync", "synchronous_commit", "full_page_writes", "wal_sync_method", "shared_buffers", "work_mem", "max_connections"];

function postgresBin() {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error("PostgreSQL server binaries not found; install them: apt-get install -y postgresql");
  return path.join("/usr/lib/postgresql", version, "bin");
}

/** initdb refuses to run as root, so the cluster belongs to the postgres user then. */
function asOwner(command, args) {
  const root = process.getuid?.() === 0;
  execFileSync(root ? "runuser" : command, root ? ["-u", "postgres", "--", command, ...args] : args, { stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Starts a cluster on `port` and creates the database; returns its URL, the
 * settings it runs with, and how to stop it. With `keepIn`, the cluster lives
 * in that folder and outlives the bench: started again on the data already
 * there, stopped but never removed.
 */
export async function startPostgres(port, { keepIn } = {}) {
  const bin = postgresBin();
  const dir = keepIn ? (mkdirSync(keepIn, { recursive: true }), keepIn) : mkdtempSync(path.join(tmpdir(), "loandesk-bench-pg-"));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const data = path.join(dir, "data");
  const existing = existsSync(data);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "stop"]);
    } catch {
      // never started, or already stopped
    }
    if (!keepIn) rmSync(dir, { recursive: true, force: true });
  };
  // Stopped however the bench ends (an error, or Ctrl-C through run.mjs's signal handler), so no cluster outlives it.
  process.once("exit", stop);
  try {
    if (!existing) asOwner(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres"]);
    const flags = [`-p ${port}`, `-k ${dir}`, ...Object.entries(SETTINGS).map(([name, value]) => `-c ${name}=${value}`)].join(" ");
    asOwner(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-o", flags, "start"]);
    if (!existing) asOwner(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "loandesk"]);
    const url = `postgresql://postgres@127.0.0.1:${port}/loandesk`;
    const settings = await settingsOf(url);
    if (settings.fsync !== "on" || settings.synchronous_commit !== "on") throw new Error(`the bench's cluster runs with fsync=${settings.fsync}, synchronous_commit=${settings.synchronous_commit}`);
    return { url, settings, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function settingsOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)", [REPORTED]);
    const shown = Object.fromEntries(rows.map(({ name, setting, unit }) => [name, unit === "8kB" ? `${Math.round((Number(setting) * 8) / 1024)}MB` : unit ? `${setting}${unit}` : setting]));
    return Object.fromEntries(REPORTED.map((name) => [name, shown[name]]));
  } finally {
    await client.end();
  }
}

export const describeSettings = (settings) => Object.entries(settings).map(([name, value]) => `${name}=${value}`).join(" ");
