import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format/indian-format";
import type { PortalPolicyVersion } from "@/lib/portal/portal-policy";

/** Every version: those published, newest first, and the release's own, which the code carries. */
export function PolicyVersionsTable({ versions, released }: { versions: PortalPolicyVersion[]; released: string }) {
  return (
    <Table caption="Policy versions, newest first">
      <TableHead>
        <Th>Version</Th>
        <Th>Based on</Th>
        <Th>Published by</Th>
        <Th>Published</Th>
      </TableHead>
      <tbody className="divide-y divide-slate-100">
        {versions.map((version) => (
          <tr key={version.version}>
            <Td className="font-mono">
              {version.version}
              {version.version === released && <span className="ml-2 font-sans text-xs font-medium text-green-800">(in force)</span>}
            </Td>
            <Td className="font-mono">{version.basedOn ?? "—"}</Td>
            <Td>{version.publishedBy ?? `Release ${version.release}'s own`}</Td>
            <Td>{version.publishedAt ? formatDateTime(version.publishedAt) : "—"}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
