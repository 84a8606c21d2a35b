"use client";

import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { CardActions, CardField, CardFields, CardTitle } from "@/components/ui/table-or-cards";
import { formatDateTime, formatPreciseDateTime, formatNumber } from "@/lib/format/indian-format";
import type { PortalDelivery } from "@/lib/portal/portal-webhooks";

function Attempts({ delivery }: { delivery: PortalDelivery }) {
  const nextRetry =
    delivery.status === "pending" && delivery.next_attempt_at ? `Next attempt ${formatPreciseDateTime(delivery.next_attempt_at)}` : "No further attempt is scheduled";
  return (
    <div className="space-y-2 bg-slate-50 px-3 py-3">
      <p className="text-sm text-slate-700">
        Event id <span className="break-all font-mono text-xs">{delivery.event_id}</span> · {nextRetry}
      </p>
      {delivery.attempts.length === 0 ? (
        <p className="text-sm text-slate-600">Not attempted yet.</p>
      ) : (
        <Table caption={`Attempts of delivery ${delivery.id}`} className="min-w-[44rem] bg-white">
          <TableHead>
            <Th>Time</Th>
            <Th>HTTP status</Th>
            <Th className="text-right">Latency (ms)</Th>
            <Th>Answer excerpt</Th>
            <Th>Error</Th>
          </TableHead>
          <tbody>
            {delivery.attempts.map((attempt) => (
              <tr key={attempt.attempted_at} className="border-b border-slate-100 last:border-0">
                <Td className="whitespace-nowrap">{formatPreciseDateTime(attempt.attempted_at)}</Td>
                <Td className="tabular-nums">{attempt.http_status ?? "—"}</Td>
                <Td className="text-right tabular-nums">{formatNumber(attempt.latency_ms)}</Td>
                <Td>
                  {attempt.response_excerpt ? (
                    <pre className="max-h-32 max-w-md overflow-auto whitespace-pre-wrap break-all font-mono text-xs text-slate-700">{attempt.response_excerpt}</pre>
                  ) : (
                    "—"
                  )}
                </Td>
                <Td className={attempt.error ? "text-red-800" : undefined}>{attempt.error ?? "—"}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

export interface DeliveryRowProps {
  delivery: PortalDelivery;
  showPartner: boolean;
  expanded: boolean;
  onToggle: () => void;
  canReplay: boolean;
  replaying: boolean;
  onReplay: () => void;
}

function AttemptsToggle({ expanded, onToggle, panelId }: { expanded: boolean; onToggle: () => void; panelId: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={panelId}
      className="whitespace-nowrap rounded px-1 text-sm font-medium text-indigo-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <span aria-hidden="true">{expanded ? "▾" : "▸"} </span>
      {expanded ? "Hide attempts" : "Show attempts"}
    </button>
  );
}

function ReplayButton({ replaying, onReplay }: { replaying: boolean; onReplay: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onReplay} disabled={replaying}>
      {replaying ? "Replaying…" : "Replay"}
    </Button>
  );
}

/** One delivery, and below it when expanded every attempt made. */
export function DeliveryRow({ delivery, showPartner, expanded, onToggle, canReplay, replaying, onReplay }: DeliveryRowProps) {
  const panelId = `attempts-${delivery.id}`;
  const columns = 6 + (showPartner ? 1 : 0) + (canReplay ? 1 : 0);
  return (
    <>
      <tr className="border-b border-slate-100 hover:bg-slate-50">
        <Td>
          <AttemptsToggle expanded={expanded} onToggle={onToggle} panelId={panelId} />
        </Td>
        <Td className="min-w-[7rem]">{formatDateTime(delivery.created_at)}</Td>
        <Td>
          <span className="block">{delivery.event}</span>
          <span className="block whitespace-nowrap font-mono text-xs text-slate-500">{delivery.event_id}</span>
        </Td>
        {showPartner && <Td className="min-w-[8rem]">{delivery.partnerName ?? "—"}</Td>}
        <Td className="min-w-[14rem] max-w-[20rem] [overflow-wrap:anywhere]">{delivery.endpoint_url}</Td>
        <Td>
          <StatusBadge status={delivery.status} />
          {/* The next retry under a pending status rather than in a column of its own, so the table fits a 1280 px screen. */}
          {delivery.status === "pending" && delivery.next_attempt_at && (
            <span className="mt-1 block min-w-[9rem] text-xs text-slate-600">Retry {formatPreciseDateTime(delivery.next_attempt_at)}</span>
          )}
        </Td>
        <Td className="text-right tabular-nums">{delivery.attempt_count}</Td>
        {canReplay && (
          <Td>
            <ReplayButton replaying={replaying} onReplay={onReplay} />
          </Td>
        )}
      </tr>
      {expanded && (
        <tr id={panelId} className="border-b border-slate-200">
          <td colSpan={columns} className="p-0">
            <Attempts delivery={delivery} />
          </td>
        </tr>
      )}
    </>
  );
}

/** The same delivery as a phone's card: its status and actions first, the attempts below when shown. */
export function DeliveryCard({ delivery, showPartner, expanded, onToggle, canReplay, replaying, onReplay }: DeliveryRowProps) {
  // Not the row's panel id: both are in the page, one of them hidden.
  const panelId = `attempts-card-${delivery.id}`;
  return (
    <>
      <CardTitle status={<StatusBadge status={delivery.status} />}>
        <span className="block">{delivery.event}</span>
        <span className="block break-all font-mono text-xs font-normal text-slate-500">{delivery.event_id}</span>
      </CardTitle>
      <CardFields>
        <CardField label="Created">{formatDateTime(delivery.created_at)}</CardField>
        <CardField label="Attempts">
          <span className="tabular-nums">{delivery.attempt_count}</span>
        </CardField>
        {delivery.status === "pending" && delivery.next_attempt_at && (
          <CardField label="Next attempt" wide>
            {formatPreciseDateTime(delivery.next_attempt_at)}
          </CardField>
        )}
        {showPartner && (
          <CardField label="Partner" wide>
            {delivery.partnerName ?? "—"}
          </CardField>
        )}
        <CardField label="Endpoint" wide>
          {delivery.endpoint_url}
        </CardField>
      </CardFields>
      <CardActions>
        <AttemptsToggle expanded={expanded} onToggle={onToggle} panelId={panelId} />
        {canReplay && <ReplayButton replaying={replaying} onReplay={onReplay} />}
      </CardActions>
      {expanded && (
        <div id={panelId} className="-mx-3 -mb-3 mt-3 border-t border-slate-200">
          <Attempts delivery={delivery} />
        </div>
      )}
    </>
  );
}
