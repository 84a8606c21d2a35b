import "server-only";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { oldestFreshDate } from "@/lib/calendar/working-days";
import { lenderConfig } from "@/lib/config/lender";
import { read, type Queries } from "@/lib/db/transactions";
import { can, type StaffActor } from "@/lib/codes/roles";
import { loanFilterQuery } from "@/lib/loans/loan-filter-query";
import type { LoanFilter } from "@/lib/schemas/loan-filter";
import { STALE_MANDATE_WORKING_DAYS, UNDISBURSED_AFTER_DAYS } from "./home-windows";
import { filterWhere, mandateScope } from "./portal-mandates";
import { DELIVERY_WINDOWS } from "./portal-webhooks";

/**
 * What the home page says needs attention (issue 29): each a count of the
 * actor's scope (a partner's staff their partner's, the lender's roles every
 * partner's) and the link to the list that shows exactly those items, built
 * on the same filter the list applies.
 */

/** Deliveries that failed (every retry spent) within this window. */
export const FAILED_DELIVERY_WINDOW: keyof typeof DELIVERY_WINDOWS = "24h";

export const ATTENTION_KINDS = ["staleMandates", "failedDeliveries", "undisbursedLoans", "kfsNotAccepted"] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export interface AttentionItem {
  kind: AttentionKind;
  count: number;
  /** The list's filter that finds exactly these items, as the page's address carries it. */
  filter: Record<string, string>;
  /** The list with that filter. */
  href: string;
}

/**
 * Which counts a role sees: those whose list it may open. The NACH and loans
 * pages are every role's; the Webhooks page is not operations' (they have no
 * delivery to replay), so a count they could not click through is left out.
 */
const SHOWN_TO: Record<AttentionKind, (actor: StaffActor) => boolean> = {
  staleMandates: () => true,
  failedDeliveries: (actor) => can(actor, "viewDeliveries"),
  undisbursedLoans: () => true,
  kfsNotAccepted: () => true,
};

export const attentionKindsFor = (actor: StaffActor): AttentionKind[] => ATTENTION_KINDS.filter((kind) => SHOWN_TO[kind](actor));

/** Each count's filter on `now`, as the list's query takes it. */
export function attentionFilters(now: Date, holidays: ReadonlySet<string>) {
  const today = todayInIndia(now);
  // The last day with more than 90 working days (with the configured holidays) after it, up to and including today.
  const startedTo = addDays(oldestFreshDate(today, STALE_MANDATE_WORKING_DAYS, holidays), -1);
  const undisbursed: LoanFilter = { status: "Approved", disbursed: "no" };
  return {
    staleMandates: { status: "initiated" as const, started_to: startedTo },
    failedDeliveries: { status: "failed" as const, within: FAILED_DELIVERY_WINDOW },
    undisbursedLoans: { ...undisbursed, booked_to: addDays(today, -UNDISBURSED_AFTER_DAYS) },
    kfsNotAccepted: { ...undisbursed, kfs: "not_accepted" as const },
  };
}

type Filters = ReturnType<typeof attentionFilters>;

const PATHS: Record<AttentionKind, string> = { staleMandates: "/nach", failedDeliveries: "/webhooks", undisbursedLoans: "/loans", kfsNotAccepted: "/loans" };

const given = (filter: Record<string, string | number | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

const countOf = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/** The loans the list would show for this filter, counted by the list's own query, so the count and the list it links to agree. */
async function loansCounted(queries: Queries, actor: StaffActor, filter: LoanFilter): Promise<number> {
  const loans = await loanFilterQuery(queries, actor.partnerId, filter);
  return countOf(await loans.clearOrderBy().select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst());
}

const COUNTS: Record<AttentionKind, (queries: Queries, actor: StaffActor, filters: Filters, now: Date) => Promise<number>> = {
  // On PhysicalNach(status, createdAt), or (partnerId, status, id) for a partner: initiated mandates are a day's or a few weeks' work.
  staleMandates: async (queries, actor, { staleMandates }) =>
    countOf(
      await queries
        .selectFrom("PhysicalNach")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where((eb) => eb.and([...mandateScope(eb, actor), ...filterWhere(eb, staleMandates)]))
        .executeTakeFirst(),
    ),
  failedDeliveries: async (queries, actor, { failedDeliveries }, now) =>
    countOf(
      await queries
        .selectFrom("WebhookDelivery")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where((eb) =>
          eb.and([
            ...(actor.partnerId ? [eb("partnerId", "=", actor.partnerId)] : []),
            eb("status", "=", failedDeliveries.status),
            eb("updatedAt", ">=", new Date(now.getTime() - DELIVERY_WINDOWS[failedDeliveries.within])),
          ]),
        )
        .executeTakeFirst(),
    ),
  undisbursedLoans: (queries, actor, { undisbursedLoans }) => loansCounted(queries, actor, undisbursedLoans),
  kfsNotAccepted: (queries, actor, { kfsNotAccepted }) => loansCounted(queries, actor, kfsNotAccepted),
};

/** The counts the actor's role sees, in the page's order, each with its list's link; one read, so they agree with one another. */
export async function attentionItems({ actor, now = new Date() }: { actor: StaffActor; now?: Date }): Promise<AttentionItem[]> {
  const filters = attentionFilters(now, new Set(lenderConfig().holidays));
  const kinds = attentionKindsFor(actor);
  const counts = await read((queries) => Promise.all(kinds.map((kind) => COUNTS[kind](queries, actor, filters, now))));
  return kinds.map((kind, index) => {
    const filter = given(filters[kind]);
    return { kind, count: counts[index] ?? 0, filter, href: `${PATHS[kind]}?${new URLSearchParams(filter).toString()}` };
  });
}
