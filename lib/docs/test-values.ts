import "server-only";
import { SANDBOX_ACCOUNTS } from "@/lib/bank-verification/sandbox-verifier";
import { sandboxUtr } from "@/lib/loans/disbursal-utr";
import { describeNpciReason } from "@/lib/codes/npci-reasons";
import { SANDBOX_FAILING_ACCOUNT, SANDBOX_FAILING_REASON, SANDBOX_PENDING_ACCOUNT } from "@/lib/nach/sandbox-bank";
import { POLICY } from "@/lib/policy/config";

export interface TestValue {
  /** What to send, as the partner types it. */
  value: string;
  /** Where it goes in the request. */
  field: string;
  /** What the sandbox answers. */
  produces: string;
}

export interface TestValueGroup {
  id: string;
  title: string;
  intro: string;
  values: TestValue[];
}

/**
 * The demo sandbox's special values, read from the constants the sandbox
 * bank, the verification sandbox and the policy use, so the page cannot
 * say something the sandbox no longer does.
 */
export function testValueGroups(now = new Date()): TestValueGroup[] {
  return [
    {
      id: "nach",
      title: "Physical NACH mandates",
      intro:
        "The sandbox sponsor bank reports on every initiated mandate about NACH_SANDBOX_DELAY_MS (2 s by default) after initiation, by the account number on the mandate's form (the loan's first `ac_number` unless the initiation names another), and a `physical_nach.status_update` webhook follows.",
      values: [
        { value: SANDBOX_PENDING_ACCOUNT, field: "bank_account.ac_number", produces: "The mandate stays `initiated`: the bank never registers it (a webhook still says so)." },
        {
          value: SANDBOX_FAILING_ACCOUNT,
          field: "bank_account.ac_number",
          produces: `The mandate is \`failed\` with NPCI's reason ${SANDBOX_FAILING_REASON} (${describeNpciReason(SANDBOX_FAILING_REASON)}), shown as \`failure_reason\` in the status.`,
        },
        { value: "any other", field: "bank_account.ac_number", produces: "The mandate is `registered` with a generated UMRN (the sponsor bank's code, `0`, 15 digits), also written to the loan's `bank_account.nach_umrn`." },
      ],
    },
    {
      id: "verification",
      title: "Bank-account verification",
      intro:
        "The account a loan pays into (its first `ac_number`, with the IFSC) is verified when an Approved loan is booked and when an update changes it. The sandbox bank answers at once; the read shows `bank_account_verification`. Disbursal and mandates need it `verified`.",
      values: [
        {
          value: SANDBOX_ACCOUNTS.entityName,
          field: "bank_account.ac_number",
          produces: "`failed`: the bank holds a business's name (UNRELATED TRADERS PVT LTD), which matches neither `full_name` nor the PAN's `kyc_name`.",
        },
        { value: SANDBOX_ACCOUNTS.closed, field: "bank_account.ac_number", produces: "`failed`, reason `account_closed`." },
        { value: SANDBOX_ACCOUNTS.noAnswer, field: "bank_account.ac_number", produces: "`pending`, reason `awaiting_bank`: the bank does not answer, so disbursal waits (409 `bank_account_not_verified`)." },
        { value: "any other", field: "bank_account.ac_number", produces: "`verified` when `ac_name` matches the borrower: the name at the bank is `ac_name` in capitals, scored against `full_name` and the PAN's `kyc_name`." },
      ],
    },
    {
      id: "policy",
      title: "The policy",
      intro: "Bookings are approved or rejected at once by the lender's policy (the `policy` object of the read lists every rule). To see a rejection:",
      values: [
        {
          value: `below ${POLICY.rules.creditScore.min}`,
          field: "credit_score",
          produces: `\`Rejected\`, with the credit_score rule failed (the minimum is ${POLICY.rules.creditScore.min}; ${POLICY.rules.creditScore.newToCredit.min} to ${POLICY.rules.creditScore.newToCredit.max} means no credit history, which the policy treats as no score).`,
        },
      ],
    },
    {
      id: "disbursal",
      title: "Disbursal",
      intro: "Demo mode pays through a sandbox bank.",
      values: [{ value: "left out", field: "transaction_id", produces: `The sandbox makes a UTR for the disbursal, such as ${sandboxUtr(now)}; production requires the bank's UTR.` }],
    },
  ];
}
