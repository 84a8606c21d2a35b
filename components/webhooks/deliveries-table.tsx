"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, Loading, Notice } from "@/components/ui/states";
import { Th } from "@/components/ui/table";
import { TableOrCards } from "@/components/ui/table-or-cards";
import type { ListDeliveriesAction, ReplayDeliveryAction } from "@/lib/portal/portal-actions";
import type { PortalDelivery, PortalDeliveryQuery } from "@/lib/portal/portal-webhooks";
import { DELIVERY_STATUSES } from "@/lib/schemas/webhooks";
import { DeliveryCard, DeliveryRow, type DeliveryRowProps } from "./delivery-row";
import { FilterChip } from "@/components/ui/filter-chip";

const LIMIT = 50;

/** The delivery log: filters, every attempt on demand, and a replay for those allowed. */
export function DeliveriesTable({ showPartner, canReplay, listDeliveries, replayDelivery }: {
  showPartner: boolean;
  canReplay: boolean;
  listDeliveries: ListDeliveriesAction;
  replayDelivery: ReplayDeliveryAction;
}) {
  const queryClient = useQueryClient();
  // The status and the home page's window are in the page's address, so its "failed in the last 24 h" link opens this list filtered.
  const params = useSearchParams();
  const status = params.get("status") ?? "";
  const within = params.get("within") ?? "";
  const setParam = (key: "status" | "within", value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    const search = next.toString();
    window.history.pushState(null, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
  };
  const [eventInput, setEventInput] = useState("");
  const [eventId, setEventId] = useState("");
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [replaying, setReplaying] = useState<string | null>(null);
  const [replayResult, setReplayResult] = useState<{ ok: boolean; message: string } | null>(null);
  const query = useQuery({
    queryKey: ["deliveries", status, within, eventId],
    queryFn: async () => {
      const result = await listDeliveries({ status: (status || undefined) as PortalDeliveryQuery["status"], within: (within || undefined) as PortalDeliveryQuery["within"], event_id: eventId || undefined, limit: LIMIT });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    refetchInterval: 10_000,
  });
  const rows = query.data ?? [];
  const filtered = Boolean(status || within || eventId);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const replay = async (delivery: PortalDelivery) => {
    setReplaying(delivery.id);
    setReplayResult(null);
    const result = await replayDelivery(delivery.id);
    setReplaying(null);
    setReplayResult(
      result.ok
        ? { ok: true, message: `Replaying: the event is sent to ${delivery.endpoint_url} again now, with the same event id and a fresh signature.` }
        : { ok: false, message: result.error.message },
    );
    await queryClient.invalidateQueries({ queryKey: ["deliveries"] });
    // The worker picks it up within a moment; look again so the new attempt shows without waiting for the next refresh.
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: ["deliveries"] }), 2_000);
  };

  const rowProps = (delivery: PortalDelivery): DeliveryRowProps => ({
    delivery,
    showPartner,
    expanded: expanded.has(delivery.id),
    onToggle: () => toggle(delivery.id),
    canReplay,
    replaying: replaying === delivery.id,
    onReplay: () => replay(delivery),
  });

  return (
    <div className="space-y-4">
      <form
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[12rem_1fr_auto]"
        role="search"
        aria-label="Filter deliveries"
        onSubmit={(event) => {
          event.preventDefault();
          setEventId(eventInput.trim());
        }}
      >
        <SelectField id="delivery-status-filter" label="Status" value={status} onChange={(event) => setParam("status", event.target.value)}>
          <option value="">All statuses</option>
          {DELIVERY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <TextField id="delivery-event-filter" label="Event id" placeholder="The webhook-id of an event" value={eventInput} onChange={(event) => setEventInput(event.target.value)} autoComplete="off" spellCheck={false} />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>

      {within && (
        <FilterChip onClear={() => setParam("within", "")} clearLabel="Any time">
          {status === "failed" ? "Failed in the last 24 hours" : "Status set in the last 24 hours"}
        </FilterChip>
      )}

      <div aria-live="polite">
        {replayResult &&
          (replayResult.ok ? <Notice>{replayResult.message}</Notice> : <ErrorState title="The delivery was not replayed">{replayResult.message}</ErrorState>)}
      </div>

      {query.isPending ? (
        <Loading label="Loading deliveries…" />
      ) : query.isError ? (
        <ErrorState title="The deliveries could not be loaded">{query.error.message}</ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState title={filtered ? "No deliveries match" : "No deliveries yet"}>
          {filtered ? "Try another status or event id." : "Each event is delivered to every enabled endpoint that subscribes to its type, and logged here."}
        </EmptyState>
      ) : (
        <>
          <TableOrCards
            caption="Webhook deliveries, newest first"
            tableClassName="min-w-[60rem]"
            items={rows}
            keyOf={(delivery) => delivery.id}
            head={
              <>
                <Th>
                  <span className="sr-only">Attempts</span>
                </Th>
                <Th>Created</Th>
                <Th>Event</Th>
                {showPartner && <Th>Partner</Th>}
                <Th>Endpoint</Th>
                <Th>Status</Th>
                <Th className="text-right">Attempts</Th>
                {canReplay && (
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                )}
              </>
            }
            row={(delivery) => <DeliveryRow {...rowProps(delivery)} />}
            card={(delivery) => <DeliveryCard {...rowProps(delivery)} />}
          />
          {rows.length === LIMIT && <p className="text-sm text-slate-600">Showing the latest {LIMIT}; filter by status or event id to find older ones.</p>}
        </>
      )}
    </div>
  );
}
