import { Table, TableHead, Td, Th } from "@/components/ui/table";
import type { ColumnDoc } from "@/lib/loan-tape/tape-columns";

const REQUIRED: Record<ColumnDoc["required"], string> = { yes: "Required", "with its item": "With its item", no: "Optional" };

/** The tape's columns as the template has them, from the same definitions. */
export function LoanTapeColumns({ columns }: { columns: readonly Pick<ColumnDoc, "name" | "required" | "description">[] }) {
  return (
    <Table caption="The loan tape's columns" className="min-w-[36rem]">
      <TableHead>
        <Th>Column</Th>
        <Th>Needed</Th>
        <Th>What it takes</Th>
      </TableHead>
      <tbody className="divide-y divide-slate-100">
        {columns.map((column) => (
          <tr key={column.name}>
            <Td className="font-mono text-xs">{column.name}</Td>
            <Td className="whitespace-nowrap">{REQUIRED[column.required]}</Td>
            <Td>{column.description}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
