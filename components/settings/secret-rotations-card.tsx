import { EmptyState } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import type { SecurityAction } from "@/lib/audit/security-events";
import { formatDateTime } from "@/lib/format/indian-format";
import type { PortalSecretRotation } from "@/lib/portal/portal-secret-rotations";

const ACTION_LABELS: Record<SecurityAction, string> = {
  "webhook_secret.rotated": "Webhook signing secret",
  "api_secret.rotated": "API client secret",
};

/** Who rotated, as recorded: a portal user by e-mail, an API client by client_id, or the partner CLI. */
function actorLabel(actor: string): string {
  if (actor.startsWith("staff:")) return actor.slice("staff:".length);
  if (actor.startsWith("api:")) return `API client ${actor.slice("api:".length)}`;
  return actor === "cli" ? "partner CLI" : actor;
}

/** The latest secret rotations of every partner: when, whose, by whom, and until when the old secret works. */
export function SecretRotationsCard({ rotations }: { rotations: PortalSecretRotation[] }) {
  if (rotations.length === 0) return <EmptyState title="No secret rotations yet">API client and webhook secret rotations are listed here.</EmptyState>;
  return (
    <Table caption="Recent secret rotations" className="min-w-[52rem]">
      <TableHead>
        <Th>When</Th>
        <Th>Partner</Th>
        <Th>Secret</Th>
        <Th>By</Th>
        <Th>Old secret works until</Th>
      </TableHead>
      <tbody>
        {rotations.map((rotation) => (
          <tr key={rotation.id} className="border-b border-slate-100 last:border-0">
            <Td className="whitespace-nowrap">{formatDateTime(rotation.at)}</Td>
            <Td>{rotation.partnerName}</Td>
            <Td>
              {ACTION_LABELS[rotation.action]}
              <span className="block break-all font-mono text-xs text-slate-600">{rotation.target}</span>
            </Td>
            <Td className="break-all">{actorLabel(rotation.actor)}</Td>
            <Td className="whitespace-nowrap">{rotation.previousSecretExpiresAt ? formatDateTime(rotation.previousSecretExpiresAt) : "stopped at once"}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
