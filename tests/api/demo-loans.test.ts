import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLoans } from "@/lib/loans/demo-loan-list";
import { POLICY_RULES } from "@/lib/policy/policy-rules";
import { api, DEMO, DEMO2, type Credentials } from "./client";
import { dataOf, LOANS, readLoan, type LoanList } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { ROOT, startServer, type RunningServer } from "./server";

const SEED = { LOANDESK_DEMO_LOANS: "on" };
const README_BASE = "BASE=http://localhost:3000\n";

/**
 * Every curl of the script fails the script on an answer that is not a
 * success (`--fail-with-body`, under `set -e`), and names each answer on
 * standard error, so a failure says which step it was.
 */
const CURL_MUST_SUCCEED = `curl() { command curl --fail-with-body --write-out '%{stderr}%{http_code} %{method} %{url_effective}\\n' "$@"; }\n`;

/** The README's newcomer flow: the first `sh` block under "## The API", aimed at `baseUrl`. */
function readmeFlow(baseUrl: string): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf("\n## The API\n")))?.[1] ?? "";
  expect(block.startsWith(README_BASE), "the README's flow starts by naming the demo's address").toBe(true);
  return `${CURL_MUST_SUCCEED}BASE=${baseUrl}\n${block.slice(README_BASE.length)}`;
}

const credentialsOf = (clientId: "demo" | "demo2"): Credentials => (clientId === "demo" ? DEMO : DEMO2);

/** The loans a partner holds under one partner_loan_id (0 or 1), through the API's list filter. */
async function loansCalled(baseUrl: string, partnerLoanId: string, auth: Credentials): Promise<LoanList["items"]> {
  const response = await api("GET", `${LOANS}?partner_loan_id=${encodeURIComponent(partnerLoanId)}`, { auth, baseUrl });
  expect(response.status, response.text).toBe(200);
  return dataOf<LoanList>(response).items;
}

describe("the demo seed (LOANDESK_MODE=demo)", () => {
  let server: OwnServer | undefined;
  let restarted: RunningServer | undefined;

  beforeAll(async () => {
    server = await startOwnServer(SEED);
  });

  afterAll(async () => {
    await restarted?.stop();
    await server?.dispose();
  });

  it("books, through the real booking, a loan that each rule of the policy rejects, that rule alone where it can be", async () => {
    const baseUrl = server?.baseUrl ?? "";
    const demos = demoLoans();
    for (const { code } of POLICY_RULES) {
      const demo = demos.find((candidate) => candidate.fails === code);
      expect(demo, `a demo loan rejected by ${code}`).toBeDefined();
      if (!demo) continue;
      const [item] = await loansCalled(baseUrl, demo.partnerLoanId, credentialsOf(demo.clientId));
      expect(item, demo.partnerLoanId).toBeDefined();
      const { loan } = await readLoan(item?.lead_id ?? "", credentialsOf(demo.clientId), baseUrl);
      const failed = loan.policy.rules.filter((rule) => rule.passed === false).map((rule) => rule.code);
      expect(loan.status, demo.partnerLoanId).toBe("Rejected");
      expect(failed, demo.partnerLoanId).toContain(code);
      expect(failed.filter((other) => other !== code && !demo.alsoFails?.includes(other)), demo.partnerLoanId).toEqual([]);
    }
  });

  it("books approved examples for both demo partners, one of them updated once, each with its account verified", async () => {
    const baseUrl = server?.baseUrl ?? "";
    for (const demo of demoLoans().filter((candidate) => /APPROVED/.test(candidate.partnerLoanId))) {
      const [item] = await loansCalled(baseUrl, demo.partnerLoanId, credentialsOf(demo.clientId));
      expect(item?.status, demo.partnerLoanId).toBe("Approved");
      const { loan } = await readLoan(item?.lead_id ?? "", credentialsOf(demo.clientId), baseUrl);
      // The update the seed makes after booking was stored, so the history holds its evaluation.
      if (demo.update) expect(loan).toMatchObject(demo.update);
      // So the demo's loans can be disbursed and take a mandate (contract v3 section 12).
      expect(loan.bank_account_verification, demo.partnerLoanId).toMatchObject({ status: "verified" });
    }
  });

  it("runs the README's curl flow as written, from booking to disbursal, every answer a success", async () => {
    const baseUrl = server?.baseUrl ?? "";
    const dir = mkdtempSync(path.join(tmpdir(), "loandesk-readme-"));
    try {
      const run = await promisify(execFile)("bash", ["-e", "-o", "pipefail", "-c", readmeFlow(baseUrl)], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: { stderr?: string; stdout?: string }) => {
          throw new Error(`the README's flow stopped:\n${error.stderr ?? ""}\n${(error.stdout ?? "").slice(-2000)}`);
        },
      );
      const steps = run.stderr.trim().split("\n");
      expect(steps.every((step) => /^2\d\d /.test(step)), run.stderr).toBe(true);
      expect(steps.some((step) => /^200 POST .*\/disburse\/$/.test(step)), run.stderr).toBe(true);
      expect(readFileSync(path.join(dir, "kfs.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
      const [item] = await loansCalled(baseUrl, "PL-1001", DEMO);
      const { loan } = await readLoan(item?.lead_id ?? "", DEMO, baseUrl);
      expect(loan).toMatchObject({ status: "Approved", disbursed: true, email: "asha@example.com", physical_nach: { status: "registered" } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("books nothing twice when the server starts again on the same database", async () => {
    if (!server) throw new Error("no server");
    await server.stop();
    restarted = await startServer({ databaseUrl: server.database.databaseUrl, logFile: path.join(server.database.dir, "restart.log"), env: SEED });
    for (const demo of demoLoans()) {
      expect(await loansCalled(restarted.baseUrl, demo.partnerLoanId, credentialsOf(demo.clientId)), demo.partnerLoanId).toHaveLength(1);
    }
  });
});
