import type { ReactNode } from "react";
import { DetailList } from "@/components/ui/card";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { toPaise, toRupees } from "@/lib/money/paise";
import { CO_RELATION, DISBURSAL_TYPE, GENDER, KYC_TYPE, VERIFIED_USING } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import { maskIdentifier } from "@/lib/privacy/mask";
import { formatDate, formatRupees, yesNo } from "./display";
import { codeLabel, labelFor, withoutUnit } from "./labels";

type Kyc = Loan["kyc"][number];
type CoApplicant = NonNullable<Loan["co_applicant_details"]>[number];
type Tranche = NonNullable<Loan["disbursal_detail"]>[number];
type Repayment = NonNullable<Loan["repayment_schedule"]>[number];

const dash = (value: ReactNode) => (value === undefined || value === null || value === "" ? "—" : value);

function DataTable({ caption, head, rows, foot }: { caption: string; head: string[]; rows: ReactNode[][]; foot?: ReactNode[] }) {
  return (
    <Table caption={caption} className="min-w-[36rem] tabular-nums">
      <TableHead>
        {head.map((title) => (
          <Th key={title}>{title}</Th>
        ))}
      </TableHead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={row} className="border-t border-slate-100">
            {cells.map((cell, column) => (
              <Td key={column}>{dash(cell)}</Td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot && (
        <tfoot className="border-t border-slate-200 font-medium">
          <tr>
            {foot.map((cell, column) => (
              <Td key={column}>{cell ?? "—"}</Td>
            ))}
          </tr>
        </tfoot>
      )}
    </Table>
  );
}

export function KycTable({ items, mask }: { items: Kyc[]; mask: boolean }) {
  const keys = ["kyc_type", "identifier", "verified_using", "verification_id", "kyc_name", "is_verified", "address"] as const;
  return (
    <DataTable
      caption="KYC documents"
      head={keys.map((key) => labelFor(`kyc.${key}`))}
      rows={items.map((item) => [
        codeLabel(KYC_TYPE, item.kyc_type),
        mask && item.kyc_type === KYC_TYPE.pan ? maskIdentifier(item.identifier) : item.identifier,
        item.verified_using === undefined ? undefined : codeLabel(VERIFIED_USING, item.verified_using),
        item.verification_id,
        item.kyc_name,
        yesNo(item.is_verified),
        item.address,
      ])}
    />
  );
}

export function CoApplicantsView({ people, mask }: { people: CoApplicant[]; mask: boolean }) {
  if (people.length === 0) return <p className="text-sm text-slate-600">No co-applicants.</p>;
  const label = (key: keyof CoApplicant) => labelFor(`co_applicant_details.${key}`);
  return (
    <div className="space-y-6">
      {people.map((person, index) => (
        <div key={index}>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{`Co-applicant ${index + 1}`}</h3>
          <DetailList
            items={[
              [label("co_full_name"), person.co_full_name],
              [label("co_relation"), codeLabel(CO_RELATION, person.co_relation)],
              [label("co_dob"), formatDate(person.co_dob)],
              [label("co_gender"), person.co_gender === undefined ? undefined : codeLabel(GENDER, person.co_gender)],
              [label("co_phone"), person.co_phone],
              [label("co_email"), person.co_email],
              [label("co_pancard"), person.co_pancard && mask ? maskIdentifier(person.co_pancard) : person.co_pancard],
              [label("co_aadhaar"), person.co_aadhaar],
              [label("co_pincode"), person.co_pincode],
              [label("co_address"), person.co_address],
            ]}
          />
        </div>
      ))}
    </div>
  );
}

const CHARGES = ["processing_fee", "pre_emi", "gst", "subvention", "upfront_emi", "downpayment", "insurance", "coupon_amount", "hold_amount"] as const;

function TranchesView({ tranches }: { tranches: Tranche[] }) {
  if (tranches.length === 0) return <p className="text-sm text-slate-600">No tranches given.</p>;
  return (
    <div className="space-y-6">
      {tranches.map((tranche, index) => (
        <div key={index}>
          <h4 className="mb-3 text-sm font-medium text-slate-800">{`Tranche ${index + 1}`}</h4>
          <DetailList
            items={[
              [labelFor("disbursal_detail.date"), formatDate(tranche.date)],
              [withoutUnit(labelFor("disbursal_detail.amount")), formatRupees(tranche.amount)],
              [labelFor("disbursal_detail.disbursal_type"), codeLabel(DISBURSAL_TYPE, tranche.disbursal_type)],
              ...CHARGES.filter((charge) => tranche[charge] !== undefined).map((charge): [string, ReactNode] => [
                withoutUnit(labelFor(`disbursal_detail.${charge}`)),
                formatRupees(tranche[charge]),
              ]),
            ]}
          />
        </div>
      ))}
    </div>
  );
}

/** A column's total, when every row has the amount. */
function total(rows: Repayment[], pick: (row: Repayment) => number | undefined): string | undefined {
  const amounts = rows.map(pick);
  if (amounts.some((amount) => amount === undefined)) return undefined;
  return formatRupees(toRupees(toPaise(amounts.reduce((sum: number, amount) => sum + (amount ?? 0), 0))));
}

function RepaymentsView({ schedule }: { schedule: Repayment[] }) {
  if (schedule.length === 0) return <p className="text-sm text-slate-600">No repayment schedule given.</p>;
  const column = (key: keyof Repayment) => withoutUnit(labelFor(`repayment_schedule.${key}`));
  return (
    <DataTable
      caption="Repayment schedule"
      head={["#", column("due_date"), column("due_amount"), column("principal_amount"), column("interest_amount")]}
      rows={schedule.map((row, index) => [
        String(index + 1),
        formatDate(row.due_date),
        formatRupees(row.due_amount),
        formatRupees(row.principal_amount),
        formatRupees(row.interest_amount),
      ])}
      foot={[
        "Total",
        "",
        total(schedule, (row) => row.due_amount),
        total(schedule, (row) => row.principal_amount),
        total(schedule, (row) => row.interest_amount),
      ]}
    />
  );
}

export function ScheduleView({ tranches, schedule }: { tranches: Tranche[]; schedule: Repayment[] }) {
  return (
    <div className="space-y-6">
      <div>
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Tranches</h3>
        <TranchesView tranches={tranches} />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Repayment schedule</h3>
        <RepaymentsView schedule={schedule} />
      </div>
    </div>
  );
}
