"use client";

import { useRouter } from "next/navigation";
import { Button, LinkButton } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { LOAN_FILTER_KEYS, NACH_FILTERS, SEARCH_FIELDS, loanFilterSearchParams, type LoanFilter, type SearchField } from "@/lib/schemas/loan-filter";
import { LOAN_STATUSES } from "@/lib/schemas/loan-status";

const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  name: "Name (any whole word)",
  mobile: "Mobile number",
  pan: "PAN (exact)",
  loan_account_number: "Loan account number",
  lead_id: "Lead id",
  partner_loan_id: "Partner loan id",
};

/** The filter's fields as the URL gave them, text as typed: what the form shows, valid or not. */
export type LoanFilterValues = Partial<Record<keyof LoanFilter, string>>;

/**
 * The loans page's search and filters. Applying them navigates to the URL
 * that names them (only the fields filled in), so a view is a link to keep or
 * send, and the browser's back button returns to the view before.
 */
export function LoanFilters({ values }: { values: LoanFilterValues }) {
  const router = useRouter();
  const filtered = LOAN_FILTER_KEYS.some((key) => values[key]);
  return (
    <form
      // A new URL (the back button included) starts the form again from what it names.
      key={loanFilterSearchParams(values).toString()}
      role="search"
      aria-label="Find loans"
      className="mb-4 rounded-lg bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const params = loanFilterSearchParams(Object.fromEntries(LOAN_FILTER_KEYS.map((key) => [key, String(form.get(key) ?? "").trim()])));
        router.push(params.size > 0 ? `/loans?${params}` : "/loans");
      }}
    >
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_14rem]">
        <TextField
          id="loan-search"
          name="q"
          label="Search"
          placeholder="Name, mobile, PAN, loan account number, lead id or partner loan id"
          defaultValue={values.q}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField id="loan-search-by" name="by" label="Look in" defaultValue={values.by ?? ""}>
          <option value="">What it looks like</option>
          {SEARCH_FIELDS.map((field) => (
            <option key={field} value={field}>
              {SEARCH_FIELD_LABELS[field]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_repeat(4,minmax(0,0.8fr))]">
        <SelectField id="status-filter" name="status" label="Status" defaultValue={values.status ?? ""}>
          <option value="">All statuses</option>
          {LOAN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField id="disbursed-filter" name="disbursed" label="Disbursed" defaultValue={values.disbursed ?? ""}>
          <option value="">Either</option>
          <option value="yes">Disbursed</option>
          <option value="no">Not disbursed</option>
        </SelectField>
        <SelectField id="nach-filter" name="nach" label="NACH (latest mandate)" defaultValue={values.nach ?? ""}>
          <option value="">Any</option>
          {NACH_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "none" ? "No mandate" : value}
            </option>
          ))}
        </SelectField>
        <SelectField id="kfs-filter" name="kfs" label="KFS" defaultValue={values.kfs ?? ""}>
          <option value="">Any</option>
          <option value="not_accepted">Not accepted</option>
        </SelectField>
        <TextField id="booked-from" name="booked_from" type="date" label="Booked from" defaultValue={values.booked_from} />
        <TextField id="booked-to" name="booked_to" type="date" label="Booked to" defaultValue={values.booked_to} />
        <TextField id="amount-min" name="amount_min" inputMode="numeric" label="Amount from (₹)" placeholder="e.g. 50000" defaultValue={values.amount_min} autoComplete="off" />
        <TextField id="amount-max" name="amount_max" inputMode="numeric" label="Amount to (₹)" placeholder="e.g. 500000" defaultValue={values.amount_max} autoComplete="off" />
      </div>
      <p className="mt-2 text-xs text-slate-500">Booking dates are India days, both included; amounts are whole rupees, both included.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">Search</Button>
        {filtered && (
          <LinkButton href="/loans" variant="secondary">
            Clear all
          </LinkButton>
        )}
      </div>
    </form>
  );
}
