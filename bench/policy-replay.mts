// DATABASE_URL=file:/tmp/replay.db LOANDESK_MODE=demo npx tsx --conditions=react-server bench/policy-replay.mts [loans]
//
// Times the policy what-if (issue 27 part 9) as the policy page runs it:
// books <loans> (default 1,000) loans through the service's own booking on a
// fresh database, a fifth of them with credit scores a stricter draft
// rejects, then replays a draft (minimum credit score 700) over their stored
// evaluations five times: reading and decrypting the rows, and re-evaluating
// each under the version in force and the draft. Prints each run's time and
// the median, split into reading and replaying.
import { randomInt } from "node:crypto";
import { read } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { bookLoan } from "@/lib/loans/book-loan";
import { latestEvaluations } from "@/lib/loan-records/policy-evaluations";
import { seedDemoPartners } from "@/lib/partners/demo-partners";
import { POLICY } from "@/lib/policy/config";
import { replay } from "@/lib/policy/replay";
import { replayDraft } from "@/lib/policy-versions/replay-draft";
import { approvedLoan } from "../tests/support/loan-fixtures";

const loans = Number(process.argv[2] ?? 1000);
const url = process.env.DATABASE_URL ?? "";
if (!Number.isInteger(loans) || loans < 1 || !url) throw new Error("usage: DATABASE_URL=... tsx --conditions=react-server bench/policy-replay.mts [loans]");

await migrate(url);
await seedDemoPartners();
const partnerId = (await read((queries) => queries.selectFrom("ApiCredential").select("partnerId").where("clientId", "=", "demo").executeTakeFirstOrThrow())).partnerId;
for (let n = 0; n < loans; n++) {
  await bookLoan({ partnerId, input: approvedLoan({ credit_score: n % 5 === 0 ? randomInt(650, 700) : randomInt(700, 850) }), actor: "api:demo" });
}

const draft = { based_on: POLICY.version, rules: { ...POLICY.rules, creditScore: { ...POLICY.rules.creditScore, min: 700 } }, limit: loans };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const runs: { total: number; reading: number; replaying: number; changed: number }[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const report = await replayDraft({ input: draft });
  const total = performance.now() - started;
  const readStarted = performance.now();
  const evaluations = await read((queries) => latestEvaluations(queries, loans));
  const reading = performance.now() - readStarted;
  const cases = evaluations.map(({ loanId, partnerId: owner, inputs, version, outcome, rules }) => ({ leadId: loanId, partnerId: owner, ...inputs, decided: { version, outcome, rules } }));
  const replayStarted = performance.now();
  replay({ version: "draft", rules: draft.rules }, cases, POLICY);
  runs.push({ total, reading, replaying: performance.now() - replayStarted, changed: report.changed.length });
}
for (const [index, run] of runs.entries()) {
  console.log(`run ${index + 1}: ${run.total.toFixed(0)} ms (reading ${run.reading.toFixed(0)} ms, replaying ${run.replaying.toFixed(0)} ms), ${run.changed} of ${loans} would change`);
}
console.log(`median: ${median(runs.map((run) => run.total)).toFixed(0)} ms for ${loans} loans`);
process.exit(0);
