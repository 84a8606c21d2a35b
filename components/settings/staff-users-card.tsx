"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState, Notice } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format/indian-format";
import type { DisableStaffUserAction, UnlockStaffUserAction } from "@/lib/portal/portal-actions";
import type { PortalStaffUser } from "@/lib/portal/portal-settings";
import type { AccountState } from "@/lib/staff/account-state";
import { ROLE_LABELS } from "@/lib/codes/roles";

const STATE_TONES: Record<AccountState, Tone> = { active: "green", locked: "amber", disabled: "slate" };

function stateDetail(user: PortalStaffUser): string | null {
  if (user.state === "locked" && user.lock) {
    const where = user.lock.everywhere ? "everywhere" : `from ${user.lock.addresses} ${user.lock.addresses === 1 ? "address" : "addresses"}`;
    return `${where} until ${formatDateTime(user.lock.until)}`;
  }
  if (user.state === "disabled" && user.disabledAt) return `since ${formatDateTime(user.disabledAt)}`;
  return null;
}

function StateCell({ user }: { user: PortalStaffUser }) {
  const detail = stateDetail(user);
  return (
    <>
      <Badge tone={STATE_TONES[user.state]}>{user.state}</Badge>
      {detail && <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">{detail}</span>}
      {user.lastUnlock && (
        <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
          Unlocked by {user.lastUnlock.by ?? "a former user"}, {formatDateTime(user.lastUnlock.at)}
        </span>
      )}
    </>
  );
}

/** The portal's users and their state; an administrator unlocks those locked out, and disables those who should no longer sign in. */
export function StaffUsersCard({ users, currentUserId, disableStaffUser, unlockStaffUser }: {
  users: PortalStaffUser[];
  currentUserId: string;
  disableStaffUser: DisableStaffUserAction;
  unlockStaffUser: UnlockStaffUserAction;
}) {
  const router = useRouter();
  const [disabling, setDisabling] = useState<PortalStaffUser | null>(null);
  const [unlocking, setUnlocking] = useState<PortalStaffUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; message: string } | { ok: false; title: string; message: string } | null>(null);

  const disable = async () => {
    if (!disabling) return;
    setBusy(true);
    const result = await disableStaffUser(disabling.id);
    setBusy(false);
    setOutcome(result.ok ? { ok: true, message: `${disabling.email} is disabled and signed out.` } : { ok: false, title: "The user was not disabled", message: result.error.message });
    setDisabling(null);
    router.refresh();
  };

  const unlock = async () => {
    if (!unlocking) return;
    setBusy(true);
    const result = await unlockStaffUser(unlocking.id);
    setBusy(false);
    setOutcome(result.ok ? { ok: true, message: `${unlocking.email} is unlocked and can sign in now.` } : { ok: false, title: "The user was not unlocked", message: result.error.message });
    setUnlocking(null);
    router.refresh();
  };

  return (
    <div className="space-y-4">
      {outcome && (outcome.ok ? <Notice>{outcome.message}</Notice> : <ErrorState title={outcome.title}>{outcome.message}</ErrorState>)}
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
                  <div className="flex items-center justify-end gap-2">
                    {user.state === "locked" && (
                      <Button variant="secondary" size="sm" onClick={() => setUnlocking(user)}>
                        Unlock
                      </Button>
                    )}
                    {user.id === currentUserId ? (
                      <span className="text-xs text-slate-600">Your own account: another administrator can disable it.</span>
                    ) : (
                      user.state !== "disabled" && (
                        <Button variant="danger-secondary" size="sm" onClick={() => setDisabling(user)}>
                          Disable
                        </Button>
                      )
                    )}
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog open={unlocking !== null} title="Unlock this user?" confirmLabel="Unlock user" confirmVariant="primary" busy={busy} onConfirm={unlock} onCancel={() => setUnlocking(null)}>
        <span className="break-all">{unlocking?.email}</span> can sign in again at once, from anywhere: every lock on the account ends and its failed attempts are forgotten.
      </ConfirmDialog>
      <ConfirmDialog open={disabling !== null} title="Disable this user?" confirmLabel="Disable user" busy={busy} onConfirm={disable} onCancel={() => setDisabling(null)}>
        <span className="break-all">{disabling?.email}</span> can no longer sign in, and any session they have open stops working at once.
      </ConfirmDialog>
    </div>
  );
}
