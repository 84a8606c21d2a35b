import { z } from "zod";
import { NACH_STATUSES } from "@/lib/codes/nach-status";
import { parseDate } from "./dates";
import { LOAN_STATUSES } from "./loan-status";

/**
 * The loans list's filter as the portal's URL carries it (`/loans?q=kumar&
 * status=Approved&booked_from=2026-11-01`), and as the list and the export
 * read it: one schema, so a bookmarked view, the list and the file agree.
 */

/** What a search term is looked for in; without one, what it looks like decides (lib/loans/search-term.ts). */
export const SEARCH_FIELDS = ["name", "mobile", "pan", "loan_account_number", "lead_id", "partner_loan_id"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A loan's latest mandate's status, or `none` for a loan that never had one. */
export const NACH_FILTERS = ["none", ...NACH_STATUSES] as const;
export type NachFilter = (typeof NACH_FILTERS)[number];

// A form's empty field arrives as "", which means "not filtered".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const day = z.string({ error: "must be a date as YYYY-MM-DD" }).transform((value, ctx) => {
  const date = parseDate(value.trim());
  if (date === null) {
    ctx.addIssue({ code: "custom", message: "must be a real date as YYYY-MM-DD" });
    return z.NEVER;
  }
  return date;
});

// Whole rupees, as the loan's amount is kept; "1,00,000" as typed with Indian grouping is read too.
const rupees = z
  .union([z.number(), z.string().transform((value) => (/^\s*[\d,]+\s*$/.test(value) ? Number(value.replace(/[\s,]/g, "")) : Number.NaN))], {
    error: "must be a whole number of rupees",
  })
  .pipe(z.number({ error: "must be a whole number of rupees" }).int("must be a whole number of rupees").min(0, "must not be negative").max(2_147_483_647, "is too large"));

export const loanFilterFields = {
  q: optional(z.string({ error: "must be text" }).trim().max(100, "must be at most 100 characters")),
  by: optional(choice(SEARCH_FIELDS)),
  status: optional(choice(LOAN_STATUSES)),
  disbursed: optional(choice(["yes", "no"] as const)),
  nach: optional(choice(NACH_FILTERS)),
  booked_from: optional(day),
  booked_to: optional(day),
  amount_min: optional(rupees),
  amount_max: optional(rupees),
  // Disbursal waits for the borrower's acceptance of the current KFS: the home page's "needs attention" lists these.
  kfs: optional(choice(["not_accepted"] as const)),
};

type FilterShape = { [K in keyof typeof loanFilterFields]?: z.output<(typeof loanFilterFields)[K]> };

/** Ranges that can hold nothing are a mistake to point out, not an empty list to show. */
function checkRanges(filter: FilterShape, ctx: z.RefinementCtx): void {
  if (filter.booked_from && filter.booked_to && filter.booked_from > filter.booked_to) {
    ctx.addIssue({ code: "custom", path: ["booked_to"], message: "must not be before booked_from" });
  }
  if (filter.amount_min !== undefined && filter.amount_max !== undefined && filter.amount_min > filter.amount_max) {
    ctx.addIssue({ code: "custom", path: ["amount_max"], message: "must not be less than amount_min" });
  }
  if (filter.by && !filter.q) ctx.addIssue({ code: "custom", path: ["by"], message: "needs a search term (q)" });
}

export const loanFilterSchema = z.object(loanFilterFields).superRefine(checkRanges);
export type LoanFilter = z.output<typeof loanFilterSchema>;
export type LoanFilterInput = z.input<typeof loanFilterSchema>;

/** The filter and a page of it, as the portal's list asks for them. */
export const loanListQuerySchema = z
  .object({
    ...loanFilterFields,
    cursor: optional(z.string().max(64)),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine(checkRanges);
export type LoanListQuery = z.input<typeof loanListQuerySchema>;

/** The filter's fields in the order the URL writes them. */
export const LOAN_FILTER_KEYS = Object.keys(loanFilterFields) as (keyof LoanFilter)[];

/** A filter as URL search parameters, without the empty ones: what a bookmark of the view holds. */
export function loanFilterSearchParams(filter: Partial<Record<keyof LoanFilter, string | number | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LOAN_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}
