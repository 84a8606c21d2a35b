import { formatDay } from "@/lib/format/indian-format";

/** The reason filter's value for every failed mandate, whatever its reason (an older free-text one too). */
export const ANY_FAILURE = "any";

/**
 * The mandates list's filter as the page's address carries it, so a filtered
 * view can be bookmarked and shared: `?status=failed&reason=M038`, or the home
 * page's stale mandates, `?status=initiated&started_to=2026-07-10` (started on
 * or before that day in India). Values are kept as written; the list's query
 * refuses those it does not know, in words.
 */
export interface MandateListFilter {
  status: string;
  reason: string;
  startedTo: string;
}

/** No filter: every mandate. */
export const NO_MANDATE_FILTER: MandateListFilter = { status: "", reason: "", startedTo: "" };

/** The filter an address names; a reason alone means failed mandates, so the status choice says so. */
export function mandateFilterOf(params: Pick<URLSearchParams, "get">): MandateListFilter {
  const reason = params.get("reason") ?? "";
  return { status: params.get("status") ?? (reason ? "failed" : ""), reason, startedTo: params.get("started_to") ?? "" };
}

/**
 * The filter after a choice: only a failed mandate has a reason, so choosing
 * one picks the status failed, and choosing any other status (all included)
 * drops the reason, rather than leave a pair that lists nothing.
 */
export function changedFilter(filter: MandateListFilter, change: { status: string } | { reason: string }): MandateListFilter {
  if ("reason" in change) return { ...filter, status: change.reason ? "failed" : filter.status, reason: change.reason };
  return { ...filter, status: change.status, reason: change.status === "failed" ? filter.reason : "" };
}

/** The page's search with this filter, other parameters (a looked-up mandate) kept. */
export function queryStringWithFilter(search: string, filter: MandateListFilter): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of [["status", filter.status], ["reason", filter.reason], ["started_to", filter.startedTo]] as const) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filtered list as a CSV file: the same filter, as the export reads it. */
export const mandateExportHref = (filter: MandateListFilter): string => `/portal-files/mandates/export.csv${queryStringWithFilter("", filter)}`;

/** The list's query for the filter; an empty choice is no filter. */
export const mandateQueryOf = (filter: MandateListFilter): { status?: string; reason?: string; started_to?: string } => ({
  status: filter.status || undefined,
  reason: filter.reason || undefined,
  started_to: filter.startedTo || undefined,
});

/** What an empty list says about the filter that emptied it. */
export function emptyListTitle({ status, reason, startedTo }: MandateListFilter): string {
  if (startedTo) return `No ${status ? `${status} ` : ""}mandates started on or before ${formatDay(startedTo)}`;
  if (reason === ANY_FAILURE) return "No failed mandates";
  if (reason) return `No mandates failed with ${reason}`;
  return status ? `No ${status} mandates` : "No mandates yet";
}
