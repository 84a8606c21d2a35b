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
import type { CreateEndpointAction, DeleteEndpointAction, RotateEndpointSecretAction } from "@/lib/portal/portal-actions";
import { endpointCreateSchema, type Endpoint } from "@/lib/schemas/webhooks";
import { SecretNotice } from "@/components/ui/secret-notice";

interface Secret {
  title: string;
  url: string;
  secret: string;
  /** After a rotation: until when the previous secret signs too. */
  previousSecretExpiresAt?: string;
}

/** A partner's webhook endpoints: add one, rotate its signing secret, delete it. */
export function EndpointsCard({ endpoints, createEndpoint, rotateEndpointSecret, deleteEndpoint }: {
  endpoints: Endpoint[];
  createEndpoint: CreateEndpointAction;
  rotateEndpointSecret: RotateEndpointSecretAction;
  deleteEndpoint: DeleteEndpointAction;
}) {
  const router = useRouter();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const form = useForm<{ url: string }>({ resolver: zodResolver(endpointCreateSchema), defaultValues: { url: "" } });

  const add = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createEndpoint(values);
    if (!result.ok) {
      const urlIssue = result.error.fields.find((field) => field.path === "url");
      form.setError("url", { message: urlIssue?.message ?? result.error.message });
      return;
    }
    setSecret({ title: "Endpoint added", url: result.data.url, secret: result.data.secret });
    form.reset();
    router.refresh();
  });

  const rotate = async (endpoint: Endpoint) => {
    setBusyId(endpoint.id);
    setFailure(null);
    const result = await rotateEndpointSecret(endpoint.id);
    setBusyId(null);
    if (result.ok) setSecret({ title: "Signing secret rotated", url: endpoint.url, secret: result.data.secret, previousSecretExpiresAt: result.data.previous_secret_expires_at });
    else setFailure(result.error.message);
    router.refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    setFailure(null);
    const result = await deleteEndpoint(deleting.id);
    setBusyId(null);
    setDeleting(null);
    if (!result.ok) setFailure(result.error.message);
    router.refresh();
  };

  return (
    <div className="space-y-4">
      {secret && (
        <SecretNotice title={secret.title} secret={secret.secret} label="Signing secret" onDismiss={() => setSecret(null)}>
          Deliveries to <span className="break-all font-mono text-xs">{secret.url}</span> are signed with this secret from now on
          {secret.previousSecretExpiresAt ? `, and also with the previous one until ${formatDateTime(secret.previousSecretExpiresAt)} IST.` : "."}
        </SecretNotice>
      )}
      {failure && <ErrorState title="That did not work">{failure}</ErrorState>}

      <form onSubmit={add} noValidate className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_auto]" aria-label="Add an endpoint">
        <TextField
          id="endpoint-url"
          label="Endpoint URL"
          type="url"
          inputMode="url"
          placeholder="https://partner.example.com/loandesk/webhooks"
          autoComplete="off"
          error={fieldMessage("The URL", form.formState.errors.url?.message)}
          {...form.register("url")}
        />
        <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Adding…" : "Add endpoint"}
        </Button>
      </form>

      {endpoints.length === 0 ? (
        <EmptyState title="No endpoints yet">Add one to be told of every status report of your mandates.</EmptyState>
      ) : (
        <Table caption="Webhook endpoints" className="min-w-[40rem]">
          <TableHead>
            <Th>URL</Th>
            <Th>State</Th>
            <Th>Added</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </TableHead>
          <tbody>
            {endpoints.map((endpoint) => (
              <tr key={endpoint.id} className="border-b border-slate-100 last:border-0">
                <Td className="break-all">{endpoint.url}</Td>
                <Td>
                  {endpoint.enabled ? <Badge tone="green">enabled</Badge> : <Badge tone="slate">disabled</Badge>}
                  {endpoint.disabled_reason && <span className="mt-1 block text-xs text-slate-600">{endpoint.disabled_reason}</span>}
                  {endpoint.previous_secret_expires_at && (
                    <span className="mt-1 block text-xs text-slate-600">
                      Previous secret also signs until {formatDateTime(endpoint.previous_secret_expires_at)} IST
                    </span>
                  )}
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(endpoint.created_at)}</Td>
                <Td>
                  <div className="flex justify-end gap-2 whitespace-nowrap">
                    <Button variant="secondary" size="sm" onClick={() => rotate(endpoint)} disabled={busyId === endpoint.id}>
                      {busyId === endpoint.id && !deleting ? "Rotating…" : "Rotate secret"}
                    </Button>
                    <Button variant="danger-secondary" size="sm" onClick={() => setDeleting(endpoint)} disabled={busyId === endpoint.id}>
                      Delete
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        Nothing more is sent to <span className="break-all font-mono text-xs">{deleting?.url}</span>. Its delivery log stays readable.
      </ConfirmDialog>
    </div>
  );
}
