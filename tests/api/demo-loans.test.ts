import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLoans } from "@/lib/loans/demo-loan-list";
import { POLICY_RULES } from "@/lib/policy/policy-rules";
import { api, DEMO, DEMO2, type Credentials } from "./client";
import { dataOf, LOANS, readLoan, type LoanList } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { startServer, type RunningServer } from "./server";

const SEED = { LOANDESK_DEMO_LOANS: "on" };
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

  it("books nothing twice when the server starts again on the same database", async () => {
    if (!server) throw new Error("no server");
    await server.stop();
    restarted = await startServer({ databaseUrl: server.database.databaseUrl, logFile: path.join(server.database.dir, "restart.log"), env: SEED });
    for (const demo of demoLoans()) {
      expect(await loansCalled(restarted.baseUrl, demo.partnerLoanId, credentialsOf(demo.clientId)), demo.partnerLoanId).toHaveLength(1);
    }
  });
});
