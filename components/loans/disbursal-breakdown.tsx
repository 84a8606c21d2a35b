import type { DisbursalBeneficiary, DisbursalBreakdown } from "@/lib/schemas/disbursal";
import { formatRupees as rupees } from "@/lib/format/indian-format";

const DEDUCTION_LABELS = [
  ["processing_fee", "Processing fee"],
  ["gst", "GST"],
  ["pre_emi", "Pre-EMI"],
  ["subvention", "Subvention"],
  ["upfront_emi", "Upfront EMI"],
  ["insurance", "Insurance"],
] as const satisfies readonly (readonly [keyof DisbursalBreakdown, string])[];

/** The net amount due, line by line: what the principal tranches give, what is deducted, what is held back. */
export function DisbursalBreakdownTable({ breakdown, caption }: { breakdown: DisbursalBreakdown; caption: string }) {
  const rows: [string, string][] = [
    ["Principal", rupees(breakdown.gross)],
    ...DEDUCTION_LABELS.map(([field, label]): [string, string] => [`less ${label}`, rupees(breakdown[field])]),
    ["Withheld (not paid out)", rupees(breakdown.withheld)],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className="py-1 text-left font-normal text-slate-600">
              {label}
            </th>
            <td className="py-1 text-right tabular-nums">{value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1 text-left font-semibold text-slate-900">
            Net amount paid out
          </th>
          <td className="py-1 text-right font-semibold tabular-nums">{rupees(breakdown.net)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function BeneficiaryDetails({ beneficiary }: { beneficiary: DisbursalBeneficiary }) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
      {(
        [
          ["Account holder", beneficiary.ac_name],
          ["Account number", <span key="n" className="font-mono">{beneficiary.ac_number}</span>],
          ["IFSC", <span key="i" className="font-mono">{beneficiary.ifsc_code}</span>],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
