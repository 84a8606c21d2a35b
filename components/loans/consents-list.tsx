import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { formatPreciseDateTime as at } from "@/lib/format/indian-format";
import type { StoredConsent } from "@/lib/schemas/consents";

const PURPOSES: Record<StoredConsent["purpose"], string> = {
  bureau_pull: "Credit bureau pull",
  data_processing: "Data processing",
  nach_debit: "NACH debit",
};
const SOURCES: Record<StoredConsent["source"], string> = { booking: "Booking", api: "API", portal: "Portal" };

/** The evidence a consent carries: its channel and the address or form number that shows it. */
function evidenceOf(record: Extract<StoredConsent, { type: "consent" }>): string {
  const shown = record.reference ?? record.ip;
  return `${record.channel}${shown ? ` (${shown})` : ""}, text ${record.text_version}`;
}

/** Every consent and revocation of the loan, oldest first, as recorded: nothing is ever removed from it. */
export function ConsentsList({ records }: { records: StoredConsent[] }) {
  if (records.length === 0) return <p className="text-sm text-slate-600">No consent was recorded for this loan.</p>;
  return (
    <Table caption="Consents and revocations, oldest first" className="min-w-[32rem]">
      <TableHead>
        <Th>Purpose</Th>
        <Th>Given or revoked</Th>
        <Th>Evidence</Th>
        <Th>Recorded</Th>
      </TableHead>
      <tbody>
        {records.map((record, index) => (
          <tr key={index} className="border-b border-slate-100 last:border-0">
            <Td>{PURPOSES[record.purpose]}</Td>
            <Td>
              {record.type === "consent" ? "Given " : "Revoked "}
              <time dateTime={record.type === "consent" ? record.given_at : record.revoked_at}>{at(record.type === "consent" ? record.given_at : record.revoked_at)}</time>
            </Td>
            <Td>{record.type === "consent" ? evidenceOf(record) : "—"}</Td>
            <Td>
              {SOURCES[record.source]}, <time dateTime={record.recorded_at}>{at(record.recorded_at)}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
