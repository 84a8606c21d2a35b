"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CheckboxField, TextField } from "@/components/ui/field";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { fieldMessage } from "@/lib/portal/format";
import { formatDateTime } from "@/lib/format/indian-format";
import type { CreateEndpointAction, DeleteEndpointAction, RotateEndpointSecretAction, SendTestEventAction } from "@/lib/portal/portal-actions";
import { endpointCreateSchema, type Delivery, type Endpoint } from "@/lib/schemas/webhooks";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/lib/codes/webhook-event-types";
import { SecretNotice } from "@/components/ui/secret-notice";

const addFormSchema = z.object({
  url: endpointCreateSchema.shape.url,
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, "Choose at least one event type"),
});

type AddForm = z.infer<typeof addFormSchema>;

/** Every type ticked subscribes to every type, those added later included. */
const subscription = (types: WebhookEventType[]) => (types.length === WEBHOOK_EVENT_TYPES.length ? undefined : types);

/** What a test event's one attempt came to, as the row under its endpoint says it. */
type TestOutcome = { ok: true; text: string } | { ok: false; text: string };

function testOutcomeOf(delivery: Delivery): TestOutcome {
  const attempt = delivery.attempts.at(-1);
  if (delivery.status === "succeeded" && attempt) return { ok: true, text: `Test event delivered: HTTP ${attempt.http_status ?? "?"} in ${attempt.latency_ms} ms` };
  if (!attempt) return { ok: false, text: "Test event not sent: the endpoint was disabled or deleted meanwhile" };
  const why = attempt.http_status !== null ? `the receiver answered HTTP ${attempt.http_status}` : (attempt.error ?? "no answer");
  return { ok: false, text: `Test event failed: ${why}` };
}

interface Secret {
  title: string;
  url: string;
  secret: string;
  /** After a rotation: until when the previous secret signs too. */
  previousSecretExpiresAt?: string;
}

/** A partner's webhook endpoints: add one with the event types it is sent, send it a test event, rotate its signing secret, delete it. */
export function EndpointsCard({ endpoints, createEndpoint, rotateEndpointSecret, sendTestEvent, deleteEndpoint }: {
  endpoints: Endpoint[];
  createEndpoint: CreateEndpointAction;
  rotateEndpointSecret: RotateEndpointSecretAction;
  sendTestEvent: SendTestEventAction;
  deleteEndpoint: DeleteEndpointAction;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const [tested, setTested] = useState<Record<string, TestOutcome>>({});
  const form = useForm<AddForm>({ resolver: zodResolver(addFormSchema), defaultValues: { url: "", event_types: [...WEBHOOK_EVENT_TYPES] } });

  const add = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createEndpoint({ url: values.url, event_types: subscription(values.event_types) });
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

  const test = async (endpoint: Endpoint) => {
    setTesting(endpoint.id);
    const result = await sendTestEvent(endpoint.id);
    setTesting(null);
    setTested((outcomes) => ({ ...outcomes, [endpoint.id]: result.ok ? testOutcomeOf(result.data) : { ok: false, text: result.error.message } }));
    // The test's delivery is in the log below at once; a 410 from the receiver has disabled the endpoint.
    await queryClient.invalidateQueries({ queryKey: ["deliveries"] });
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
        <div className="space-y-3">
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
          <fieldset aria-describedby={form.formState.errors.event_types ? "event-types-error" : undefined}>
            <legend className="text-sm font-medium text-slate-700">Event types</legend>
            <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <CheckboxField key={type} id={`event-type-${type}`} label={type} value={type} {...form.register("event_types")} />
              ))}
            </div>
            {form.formState.errors.event_types && (
              <p id="event-types-error" className="mt-1 text-sm text-red-700">
                {form.formState.errors.event_types.message}
              </p>
            )}
          </fieldset>
        </div>
        <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Adding…" : "Add endpoint"}
        </Button>
      </form>

      {endpoints.length === 0 ? (
        <EmptyState title="No endpoints yet">Add one to be told when your loans are disbursed, their statements issued and accepted, and their mandates reported.</EmptyState>
      ) : (
        <Table caption="Webhook endpoints" className="min-w-[48rem]">
          <TableHead>
            <Th>URL</Th>
            <Th>State</Th>
            <Th>Events</Th>
            <Th>Added</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </TableHead>
          <tbody>
            {endpoints.map((endpoint) => (
              <tr key={endpoint.id} className="border-b border-slate-100 last:border-0">
                <Td className="min-w-[14rem] break-all">{endpoint.url}</Td>
                <Td>
                  {endpoint.enabled ? <Badge tone="green">enabled</Badge> : <Badge tone="slate">disabled</Badge>}
                  {endpoint.disabled_reason && <span className="mt-1 block text-xs text-slate-600">{endpoint.disabled_reason}</span>}
                  {endpoint.previous_secret_expires_at && (
                    <span className="mt-1 block text-xs text-slate-600">
                      Previous secret also signs until {formatDateTime(endpoint.previous_secret_expires_at)} IST
                    </span>
                  )}
                </Td>
                <Td>
                  {endpoint.event_types === null ? (
                    <span className="text-sm">All events</span>
                  ) : (
                    <ul className="font-mono text-xs">
                      {endpoint.event_types.map((type) => (
                        <li key={type}>{type}</li>
                      ))}
                    </ul>
                  )}
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(endpoint.created_at)}</Td>
                <Td>
                  <div className="flex justify-end gap-2 whitespace-nowrap">
                    <Button variant="secondary" size="sm" onClick={() => test(endpoint)} disabled={testing === endpoint.id}>
                      {testing === endpoint.id ? "Sending…" : "Send test event"}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => rotate(endpoint)} disabled={busyId === endpoint.id}>
                      {busyId === endpoint.id && !deleting ? "Rotating…" : "Rotate secret"}
                    </Button>
                    <Button variant="danger-secondary" size="sm" onClick={() => setDeleting(endpoint)} disabled={busyId === endpoint.id}>
                      Delete
                    </Button>
                  </div>
                  <p role="status" className={`mt-1 text-right text-xs ${tested[endpoint.id]?.ok ? "text-green-800" : "text-red-700"}`}>
                    {tested[endpoint.id]?.text}
                  </p>
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
