"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState, Notice } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { formatDateTime } from "@/lib/portal/format";
import type { DisableStaffUserAction } from "@/lib/portal/portal-actions";
import type { PortalStaffUser } from "@/lib/portal/portal-settings";
import type { AccountState } from "@/lib/staff/account-state";
import { ROLE_LABELS } from "@/lib/staff/roles";

const STATE_TONES: Record<AccountState, Tone> = { active: "green", locked: "amber", disabled: "slate" };

function StateCell({ user }: { user: PortalStaffUser }) {
  const since = user.state === "locked" && user.lockedUntil ? `until ${formatDateTime(user.lockedUntil)}` : user.state === "disabled" && user.disabledAt ? `since ${formatDateTime(user.disabledAt)}` : null;
  return (
    <>
      <Badge tone={STATE_TONES[user.state]}>{user.state}</Badge>
      {since && <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">{since}</span>}
    </>
  );
}

/** The portal's users and their state; an administrator disables those who should no longer sign in. */
export function StaffUsersCard({ users, currentUserId, disableStaffUser }: {
  users: PortalStaffUser[];
  currentUserId: string;
  disableStaffUser: DisableStaffUserAction;
}) {
  const router = useRouter();
  const [disabling, setDisabling] = useState<PortalStaffUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const disable = async () => {
    if (!disabling) return;
    setBusy(true);
    const result = await disableStaffUser(disabling.id);
    setBusy(false);
    setOutcome(result.ok ? { ok: true, message: `${disabling.email} is disabled and signed out.` } : { ok: false, message: result.error.message });
    setDisabling(null);
    router.refresh();
  };

  return (
    <div className="space-y-4">
      {outcome && (outcome.ok ? <Notice>{outcome.message}</Notice> : <ErrorState title="The user was not disabled">{outcome.message}</ErrorState>)}
      {users.length === 0 ? (
        <EmptyState title="No users yet" />
      ) : (
        <Table caption="Portal users" className="min-w-[60rem]">
          <TableHead>
            <Th>Name</Th>
            <Th>E-mail</Th>
            <Th>Role</Th>
            <Th>Partner</Th>
            <Th>State</Th>
            <Th>Added</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </TableHead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b border-slate-100 last:border-0">
                <Td className="min-w-[10rem] font-medium">
                  {user.name}
                  {user.id === currentUserId && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
                </Td>
                <Td className="whitespace-nowrap">{user.email}</Td>
                <Td className="whitespace-nowrap">{user.role ? ROLE_LABELS[user.role] : "—"}</Td>
                <Td>{user.partnerName ?? "—"}</Td>
                <Td>
                  <StateCell user={user} />
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(user.createdAt)}</Td>
                <Td className="text-right">
                  {user.id === currentUserId ? (
                    <span className="text-xs text-slate-600">Your own account: another administrator can disable it.</span>
                  ) : (
                    user.state !== "disabled" && (
                      <Button variant="danger-secondary" size="sm" onClick={() => setDisabling(user)}>
                        Disable
                      </Button>
                    )
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog open={disabling !== null} title="Disable this user?" confirmLabel="Disable user" busy={busy} onConfirm={disable} onCancel={() => setDisabling(null)}>
        <span className="break-all">{disabling?.email}</span> can no longer sign in, and any session they have open stops working at once.
      </ConfirmDialog>
    </div>
  );
}
