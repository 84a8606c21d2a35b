import { Badge } from "@/components/ui/badge";
import { DetailList } from "@/components/ui/card";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { ruleName } from "@/lib/policy/policy-rules";
import type { TermsFiguresView } from "@/lib/portal/terms-preview";
import { ruleFigures } from "@/lib/portal/rule-values";
import type { PolicyRuleResult } from "@/lib/schemas/policy";
import type { Frequency } from "@/lib/terms/frequency";
import type { ScheduleRow } from "@/lib/terms/loan-schedule";
import { formatDate, formatRate, formatRupees } from "./display";

// Rendered on the server (the loan page) and in the browser (the wizard): no hooks.

const PERIOD_WORDS: Record<Frequency, string> = { monthly: "months", weekly: "weeks", fortnightly: "fortnights", other: "months" };

/** The money of the terms as the policy, the KFS and the disbursal work it out (lib/terms). */
export function FiguresSummary({ view, frequency }: { view: TermsFiguresView; frequency: Frequency }) {
  const { figures, totalPayable } = view;
  const instalments = figures.schedule.filter((row) => !row.upfront);
  const first = instalments[0];
  const upfront = figures.schedule.length - instalments.length;
  return (
    <DetailList
      items={[
        ["Payout date", figures.planned ? formatDate(figures.start) : `None given (${formatDate(figures.start)} assumed)`],
        [
          "Instalments",
          first
            ? `${figures.schedule.length} ${frequency}${upfront > 0 ? ", the first collected at disbursal" : ""}; ${formatDate(first.due_date)} to ${formatDate(figures.lastDueDate ?? first.due_date)}`
            : "None",
        ],
        ["Schedule's interest rate", figures.impliedRate === null ? "—" : `${formatRate(figures.impliedRate)} a year`],
        ["APR", formatRate(figures.apr)],
        ["Total payable", formatRupees(totalPayable)],
        ["Upfront charges", formatRupees(figures.upfrontCharges)],
        ["Net disbursed", formatRupees(figures.netDisbursed)],
        ["Paid at disbursal", formatRupees(figures.paidAtDisbursal)],
        [
          "Released later",
          figures.releasedLater.length === 0 ? "Nothing withheld" : figures.releasedLater.map((release) => `${formatRupees(release.amount)} on ${formatDate(release.date)}`).join("; "),
        ],
      ]}
    />
  );
}

const VERDICT = {
  true: { text: "Passes", tone: "green" },
  false: { text: "Fails", tone: "red" },
  null: { text: "Not evaluated", tone: "slate" },
} as const;

/** Policy rules' verdicts on the terms, in the policy's words: its rule name, threshold and sentence. */
export function RuleVerdicts({ verdicts }: { verdicts: readonly PolicyRuleResult[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {verdicts.map((verdict) => {
        const shown = VERDICT[String(verdict.passed) as keyof typeof VERDICT];
        return (
          <li key={verdict.code} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-2">
            <span className="flex items-center gap-2">
              <span className="font-medium text-slate-900">{ruleName(verdict.code)}</span>
              <Badge tone={shown.tone}>{shown.text}</Badge>
            </span>
            <span className="text-slate-700">
              {verdict.message}
              {verdict.threshold !== null && <span className="text-slate-500">{` (threshold: ${ruleFigures(verdict.code, verdict.threshold)})`}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The schedule the loan is judged and stated by, as the KFS lists it; an upfront EMI is marked. */
export function FiguresScheduleTable({ schedule, caption }: { schedule: readonly ScheduleRow[]; caption: string }) {
  return (
    <Table caption={caption} className="min-w-[36rem] tabular-nums">
      <TableHead>
        <Th>#</Th>
        <Th>Due date</Th>
        <Th>Outstanding principal</Th>
        <Th>Principal</Th>
        <Th>Interest</Th>
        <Th>Instalment</Th>
      </TableHead>
      <tbody>
        {schedule.map((row) => (
          <tr key={row.number} className="border-t border-slate-100">
            <Td>{row.number}</Td>
            <Td>
              {formatDate(row.due_date)}
              {row.upfront && (
                <span className="ml-2">
                  <Badge tone="blue">Upfront EMI, collected at disbursal</Badge>
                </span>
              )}
            </Td>
            <Td>{formatRupees(row.opening_principal)}</Td>
            <Td>{formatRupees(row.principal)}</Td>
            <Td>{formatRupees(row.interest)}</Td>
            <Td>{formatRupees(row.instalment)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const FLOW_WHAT = { payout: "Paid out at disbursal", release: "Withheld money released", instalment: "Instalment" } as const;

/**
 * The borrower's cash flows the APR is the rate of, in time order: received
 * positive, paid negative, each at its time from the payout in the loan's periods.
 */
export function CashFlowsTable({ view, frequency }: { view: TermsFiguresView; frequency: Frequency }) {
  return (
    <Table caption="The borrower's cash flows the APR is worked out from" className="min-w-[32rem] tabular-nums">
      <TableHead>
        <Th>Date</Th>
        <Th>{`Time (${PERIOD_WORDS[frequency]})`}</Th>
        <Th>What</Th>
        <Th>Amount</Th>
      </TableHead>
      <tbody>
        {[...view.flows]
          .sort((a, b) => a.time - b.time)
          .map((flow, index) => (
            <tr key={index} className="border-t border-slate-100">
              <Td>{formatDate(flow.date)}</Td>
              <Td>{Number(flow.time.toFixed(4)).toString()}</Td>
              <Td>{flow.kind === "instalment" ? `${FLOW_WHAT.instalment} ${flow.instalment ?? ""}` : FLOW_WHAT[flow.kind]}</Td>
              <Td>{flow.amount < 0 ? `−${formatRupees(-flow.amount) ?? ""}` : formatRupees(flow.amount)}</Td>
            </tr>
          ))}
      </tbody>
    </Table>
  );
}
