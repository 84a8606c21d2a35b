"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { fieldMessage } from "@/lib/portal/format";
import { formatDateTime } from "@/lib/format/indian-format";
import type { CreatePartnerAction, RotateClientSecretAction } from "@/lib/portal/portal-actions";
import type { PortalPartner } from "@/lib/portal/portal-settings";
import { partnerCreateSchema, type PartnerCreate } from "@/lib/schemas/partner";
import { SecretNotice } from "@/components/ui/secret-notice";

interface Shown {
  title: string;
  clientId: string;
  secret: string;
  /** After a rotation: until when the old secret still works. */
  previousSecretExpiresAt?: string | null;
}

/** Partners and their API clients: create a partner, rotate a client's secret; each secret is shown once. */
export function PartnersCard({ partners, overlapHours, createPartner, rotateClientSecret }: {
  partners: PortalPartner[];
  /** API_SECRET_OVERLAP_HOURS: how long a replaced secret keeps working. */
  overlapHours: number;
  createPartner: CreatePartnerAction;
  rotateClientSecret: RotateClientSecretAction;
}) {
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rotating, setRotating] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<PartnerCreate>({ resolver: zodResolver(partnerCreateSchema), defaultValues: { name: "" } });

  const create = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createPartner(values);
    if (!result.ok) {
      form.setError("name", { message: result.error.fields.find((field) => field.path === "name")?.message ?? result.error.message });
      return;
    }
    setShown({ title: `Partner ${result.data.name} created`, clientId: result.data.clientId, secret: result.data.clientSecret });
    form.reset();
    router.refresh();
  });

  const rotate = async () => {
    if (!rotating) return;
    setBusy(true);
    setFailure(null);
    const result = await rotateClientSecret(rotating);
    setBusy(false);
    setRotating(null);
    if (result.ok) {
      const { clientId, clientSecret, previousSecretExpiresAt } = result.data;
      setShown({ title: "Client secret rotated", clientId, secret: clientSecret, previousSecretExpiresAt });
    }
    else setFailure(result.error.message);
    router.refresh();
  };

  return (
    <div className="space-y-4">
      {shown && (
        <SecretNotice title={shown.title} secret={shown.secret} label="client_secret" onDismiss={() => setShown(null)}>
          client_id <code className="font-mono text-xs">{shown.clientId}</code>; give both to the partner over a safe channel.
          {shown.previousSecretExpiresAt !== undefined && (
            <> {shown.previousSecretExpiresAt ? `The old secret keeps working until ${formatDateTime(shown.previousSecretExpiresAt)} IST.` : "The old secret has stopped working."}</>
          )}
        </SecretNotice>
      )}
      {failure && <ErrorState title="That did not work">{failure}</ErrorState>}

      <form onSubmit={create} noValidate className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_auto]" aria-label="Create a partner">
        <TextField id="partner-name" label="Partner name" placeholder="Acme Finance" autoComplete="off" error={fieldMessage("The name", form.formState.errors.name?.message)} {...form.register("name")} />
        <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Creating…" : "Create partner"}
        </Button>
      </form>

      {partners.length === 0 ? (
        <EmptyState title="No partners yet">Create one to give it API credentials.</EmptyState>
      ) : (
        <Table caption="Partners and their API clients" className="min-w-[52rem]">
          <TableHead>
            <Th>Partner</Th>
            <Th>API clients</Th>
            <Th className="text-right">Staff</Th>
            <Th>Created</Th>
          </TableHead>
          <tbody>
            {partners.map((partner) => (
              <tr key={partner.id} className="border-b border-slate-100 last:border-0">
                <Td className="min-w-[10rem] font-medium">{partner.name}</Td>
                <Td>
                  <ul className="space-y-2">
                    {partner.clients.map((client) => (
                      <li key={client.clientId} className="flex items-center gap-3 whitespace-nowrap">
                        <code className="font-mono text-xs">{client.clientId}</code>
                        <span className="text-xs text-slate-500">{client.rotatedAt ? `rotated ${formatDateTime(client.rotatedAt)}` : "never rotated"}</span>
                        {client.previousSecretExpiresAt && (
                          <Badge tone="amber">previous secret works until {formatDateTime(client.previousSecretExpiresAt)} IST</Badge>
                        )}
                        <Button variant="secondary" size="sm" onClick={() => setRotating(client.clientId)}>
                          Rotate secret
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Td>
                <Td className="text-right tabular-nums">{partner.staffCount}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(partner.createdAt)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <ConfirmDialog open={rotating !== null} title="Rotate this client's secret?" confirmLabel="Rotate now" busy={busy} onConfirm={rotate} onCancel={() => setRotating(null)}>
        {overlapHours === 0 ? (
          <>
            The current secret of <code className="font-mono text-xs">{rotating}</code> stops working at once, so the partner&apos;s calls fail until
            they use the new one.
          </>
        ) : (
          <>
            The current secret of <code className="font-mono text-xs">{rotating}</code> keeps working for {overlapHours} hours beside the new one, then
            stops. A secret replaced earlier that still works stops at once.
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
