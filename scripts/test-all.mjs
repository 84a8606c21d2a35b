// npm test: every check and test run, stages that do not depend on each
// other side by side (the machine has two cores, and each stage leaves part
// of them idle while it waits on a server or a timer), then each stage's
// time and one closing line "N passed, N failed" over all the test runs.
// docs/testing.md says what runs where and why.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
// `npm test -- --reports <folder>` keeps the JSON reports (each file's and test's duration) there, for measuring the suite;
// otherwise they go in a temporary folder, deleted at the end.
const { values: options } = parseArgs({ options: { reports: { type: "string" } } });
const keptReports = options.reports ? path.resolve(options.reports) : undefined;
if (keptReports) mkdirSync(keptReports, { recursive: true });
const reports = keptReports ?? mkdtempSync(path.join(tmpdir(), "loandesk-reports-"));

/** vitest with its usual output, plus a JSON report for the closing line. */
const vitest = (report, args) => `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/${report}.json ${args}`;
/** Playwright's chromium project (the setup project signs in first) with the test set named; docs/testing.md. No trace: recording one for every test cost a fifth of the stage's CPU (a failing spec is run again by hand, with the config's trace). */
const playwright = (report, testSet) => `E2E_TESTS=${testSet} E2E_JSON_REPORT=${reports}/${report}.json npx playwright test --project=chromium --trace off`;
/** Runs a command against a throwaway PostgreSQL cluster of its own, which it names in TEST_DATABASE_URL. */
const onPostgres = (command) => `bash scripts/with-postgres.sh bash -c '${command}'`;

// Each entry is a stage, or a list of stages run side by side; a failed stage stops the run.
const PLAN = [
  { name: "system packages", command: "bash scripts/ensure-system-packages.sh" },
  [
    { name: "typecheck", command: "npx tsc --noEmit" },
    { name: "lint", command: "npx eslint ." },
    // Type-only imports count: a circle of types is no runtime hazard, but it is
    // still two modules that cannot be understood or moved one without the other.
    { name: "import circles (madge)", command: "npm run check:circles" },
    // No lib/ folder imports a higher layer, and modules that reach the database are server-only (scripts/check-layers.mjs).
    { name: "layers (dependency-cruiser)", command: "npm run check:layers" },
    { name: "unit tests", command: vitest("unit", "--project unit") },
    // next build and the compiled scripts (dist/), which tests/api/standalone.test.ts runs as the image does.
    { name: "production build", command: "npm run build" },
  ],
  [
    { name: "HTTP tests on SQLite", command: vitest("http-sqlite", "--project http") },
    {
      name: "HTTP tests and the query layer's tests on PostgreSQL",
      command: onPostgres(
        // The query layer's tests get a database of their own: their loans are sealed under the tests' data key, which the HTTP suite's server would refuse to start beside.
        `"$PG_BIN/psql" "$TEST_DATABASE_URL" -qc "CREATE DATABASE loandesk_layer" && LAYER_TEST_DATABASE_URL="\${TEST_DATABASE_URL%/*}/loandesk_layer" ${vitest("layer-postgres", "--project unit lib/db/transactions.test.ts lib/portal/mandate-list.test.ts lib/portal/home-attention.test.ts lib/bank-files/bank-files.test.ts")} && ${vitest("http-postgres", "--project http")}`,
      ),
    },
  ],
  // A cluster of its own: the HTTP suite's leaves its partners and loans behind,
  // and the portal's lists and home figures would show them.
  { name: "browser tests on PostgreSQL (all but @once)", command: onPostgres(`E2E_DATABASE_URL=$TEST_DATABASE_URL ${playwright("e2e-postgres", "postgres")}`) },
  { name: "browser tests on SQLite (@smoke, @database-specific, @once)", command: playwright("e2e-sqlite", "sqlite") },
];

const seconds = (since) => (performance.now() - since) / 1000;
const timings = [];

/** CPU seconds (user + system) a stage's processes used, from bash's `times` (processes left running, like a PostgreSQL server, are not counted). */
function cpuSeconds(timesFile) {
  if (!existsSync(timesFile)) return 0;
  const children = readFileSync(timesFile, "utf8").trim().split("\n").at(-1) ?? "";
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs), 0);
}

/** Runs one stage; side by side, its output is held and printed whole when it ends, so stages never interleave. */
function run({ name, command }, { buffered }) {
  return new Promise((resolve) => {
    const started = performance.now();
    if (!buffered) process.stdout.write(`\n== ${name}\n`);
    const timesFile = path.join(reports, `times-${timings.length}-${name.replace(/\W+/g, "-")}.txt`);
    const child = spawn("bash", ["-c", `${command}\nstatus=$?; times > ${timesFile}; exit $status`], { cwd: root, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const elapsed = seconds(started);
      timings.push({ name, elapsed, cpu: cpuSeconds(timesFile), ok: code === 0 });
      if (buffered) process.stdout.write(`\n== ${name} (${elapsed.toFixed(0)} s)\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

function printTimings(total) {
  const width = Math.max(...timings.map(({ name }) => name.length));
  console.log("\nStage times, and the CPU time each used (stages in one group ran side by side):");
  for (const { name, elapsed, cpu, ok } of timings) console.log(`  ${name.padEnd(width)}  ${elapsed.toFixed(0).padStart(4)} s  ${cpu.toFixed(0).padStart(4)} s CPU${ok ? "" : "  FAILED"}`);
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(0).padStart(4)} s`);
}

const started = performance.now();
let passed = true;
for (const step of PLAN) {
  const group = Array.isArray(step) ? step : [step];
  if (group.length > 1) console.log(`\n== side by side: ${group.map(({ name }) => name).join("; ")}`);
  const results = await Promise.all(group.map((stage) => run(stage, { buffered: group.length > 1 })));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}
printTimings(seconds(started));
const summary = spawn("node", ["scripts/test-summary.mjs", reports], { cwd: root, stdio: "inherit" });
summary.on("close", () => {
  if (!keptReports) rmSync(reports, { recursive: true, force: true });
  process.exit(passed ? 0 : 1);
});
