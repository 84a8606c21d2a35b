import type { DefaultValues, FieldErrors } from "react-hook-form";
import { todayInIndia } from "@/lib/calendar/india-day";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import { loanFields, type BookingInput, type Loan, type LoanInput } from "@/lib/schemas/loan";
import { schemaDefault } from "./field-schema";
import { SECTIONS, sectionIndexOf } from "./sections";

/** What the form holds: the API's own input shape (a booking's, with its consents), so the API's schema validates it as it stands. */
export type LoanFormValues = BookingInput;

type Item<K extends keyof LoanInput> = NonNullable<LoanInput[K]> extends readonly (infer T)[] ? T : never;
export type KycFormItem = Item<"kyc">;
export type CoApplicantFormItem = Item<"co_applicant_details">;
export type TrancheFormItem = Item<"disbursal_detail">;
export type RepaymentFormItem = Item<"repayment_schedule">;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** An empty box: what the inputs hand over when nothing was typed. */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "";

/** Input converters for `register(..., { setValueAs })`: an empty box is a field left out. */
export const textValue = (value: unknown): unknown => (value === "" ? undefined : value);
export const numberValue = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  return value.trim() === "" ? undefined : Number(value.trim());
};

// A new list item starts empty: the schema, not the type, says what it still needs.
const emptyItem = <T>(partial: Partial<T>): T => partial as T;

export const newKycItem = (): KycFormItem => emptyItem<KycFormItem>({ is_verified: schemaDefault("kyc.is_verified") === true });
export const newCoApplicant = (): CoApplicantFormItem => emptyItem<CoApplicantFormItem>({});
export const newTranche = (): TrancheFormItem => {
  const disbursalType = schemaDefault("disbursal_detail.disbursal_type");
  return emptyItem<TrancheFormItem>(typeof disbursalType === "number" ? { disbursal_type: disbursalType } : {});
};
export const newRepayment = (): RepaymentFormItem => emptyItem<RepaymentFormItem>({});

/** The principal tranche a new booking starts with: the whole amount, paid out on `date` (its amount follows the loan amount). */
export const payoutTranche = (date: string): TrancheFormItem => ({ ...newTranche(), disbursal_type: DISBURSAL_TYPE.principal, date });

/**
 * A new booking: the API's own defaults filled in, the one KYC document
 * every loan needs, and the principal tranche paid out today (India time),
 * since a loan without one has no KFS and cannot be disbursed (contract v3
 * section 4; docs/decisions/0110-wizard-payout-date.md).
 */
export function blankLoan(today = todayInIndia()): DefaultValues<LoanFormValues> {
  const loanType = schemaDefault("loan_type");
  return {
    ...(typeof loanType === "number" ? { loan_type: loanType } : {}),
    kyc: [newKycItem()],
    co_applicant_details: [],
    disbursal_detail: [payoutTranche(today)],
    repayment_schedule: [],
    consents: [],
  };
}

/**
 * A loan as read → the form's values: only the loan body's own fields (a read
 * adds lead_id, status, ...), and the first account number in the one box.
 */
export function toFormValues(loan: Loan): LoanFormValues {
  const body = Object.fromEntries(Object.entries(loan).filter(([key]) => key in loanFields)) as Loan;
  return { ...body, bank_account: { ...body.bank_account, ac_number: body.bank_account.ac_number[0] ?? "" } };
}

const isEmptySection = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0) || (isRecord(value) && Object.values(value).every((v) => v === undefined));

/** The body to book: sections the user left empty are left out, as a partner's own client would. */
export function bookingBody(loan: Loan): Loan {
  return Object.fromEntries(Object.entries(loan).filter(([, value]) => !isEmptySection(value))) as Loan;
}

/** A value with every absent entry dropped and keys in order, to compare what was entered. */
function entries(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(entries);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => [key, entries(value[key])]),
  );
}

/** Whether the form holds nothing beyond a new booking's defaults: such a form needs no draft. */
export const isUntouched = (values: unknown): boolean => JSON.stringify(entries(values)) === JSON.stringify(entries(blankLoan()));

/** The first of some error paths in the order the sections show them, for focus. */
export function firstInOrder(paths: readonly string[]): string | undefined {
  return [...paths].sort((a, b) => sectionIndexOf(a) - sectionIndexOf(b))[0];
}

/** Whether anything in RHF's dirtyFields tree is marked. */
export function isDirtyTree(node: unknown): boolean {
  if (node === true) return true;
  if (Array.isArray(node)) return node.some(isDirtyTree);
  if (isRecord(node)) return Object.values(node).some(isDirtyTree);
  return false;
}

// Contract section 6: a PATCH merges these key by key, so only their changed keys are sent.
const MERGED = new Set(["bank_account", "additional_variables"]);

/**
 * What to send for a changed box: its value, or `null` for a saved value the
 * user emptied, which contract section 1 makes "remove it" (the schema has
 * already refused an emptied required field). A box emptied that held
 * nothing is not sent.
 */
const changeOf = (value: unknown, saved: unknown): { value: unknown } | undefined => {
  if (value !== undefined) return { value };
  return saved === undefined ? undefined : { value: null };
};

/**
 * The PATCH for the changed fields. Lists are sent whole (a PATCH replaces
 * them); a changed account number keeps the loan's other account numbers,
 * which the form does not show.
 */
export function patchOf(values: Loan, dirtyFields: Readonly<Record<string, unknown>>, initial: Loan): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const current: Record<string, unknown> = values;
  const saved: Record<string, unknown> = initial;
  for (const [field, dirty] of Object.entries(dirtyFields)) {
    if (!isDirtyTree(dirty)) continue;
    const value = current[field];
    if (!MERGED.has(field) || !isRecord(dirty)) {
      const change = changeOf(value, saved[field]);
      if (change) patch[field] = change.value;
      continue;
    }
    const object = isRecord(value) ? value : {};
    const savedObject = isRecord(saved[field]) ? saved[field] : {};
    const changed: Record<string, unknown> = {};
    for (const [key, keyDirty] of Object.entries(dirty)) {
      if (!isDirtyTree(keyDirty)) continue;
      const keyValue = object[key];
      if (field === "bank_account" && key === "ac_number" && Array.isArray(keyValue)) {
        changed[key] = [...keyValue, ...initial.bank_account.ac_number.slice(1)];
        continue;
      }
      const change = changeOf(keyValue, savedObject[key]);
      if (change) changed[key] = change.value;
    }
    if (Object.keys(changed).length > 0) patch[field] = changed;
  }
  return patch;
}

/** The API's `kyc[0].identifier` → the form's `kyc.0.identifier`. */
export const formPath = (apiPath: string): string => apiPath.replace(/\[(\d+)\]/g, ".$1");

const isFieldError = (node: unknown): node is { message?: unknown; types?: unknown } =>
  isRecord(node) && typeof node.type === "string";

const valueAt = (values: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), values);

/**
 * zodResolver's messages, made readable: an empty box says "is required"
 * (as the API says of a missing field) rather than what type it expected, and
 * a field whose schema is a union shows that union's own message (in `types`,
 * with criteriaMode "all") rather than zod's words for its closest member.
 */
export function readableErrors(errors: FieldErrors<LoanFormValues>, values: unknown): FieldErrors<LoanFormValues> {
  const visit = (node: unknown, path: string[]): unknown => {
    if (isFieldError(node)) {
      const valuePath = path.filter((key) => key !== "root");
      const union = isRecord(node.types) ? node.types.invalid_union : undefined;
      if (isBlank(valueAt(values, valuePath))) return { ...node, message: "is required" };
      if (typeof union === "string") return { ...node, message: union };
      return node;
    }
    if (Array.isArray(node)) return node.map((child, index) => visit(child, [...path, String(index)]));
    if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child, [...path, key])]));
    return node;
  };
  return visit(errors, []) as FieldErrors<LoanFormValues>;
}

/** The first field with an error, in the order the sections show them (`kyc.0.identifier`), for focus. */
export function firstErrorPath(errors: FieldErrors<LoanFormValues>): string | undefined {
  const find = (node: unknown, path: string): string | undefined => {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    if (isFieldError(node)) return path;
    const entries = Array.isArray(node) ? node.map((child, index) => [String(index), child] as const) : Object.entries(node);
    for (const [key, child] of entries) {
      const found = key === "root" ? (isFieldError(child) ? path : undefined) : find(child, `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  };
  const tree: Record<string, unknown> = errors;
  for (const field of SECTIONS.flatMap((section) => section.fields)) {
    const found = find(tree[field], field);
    if (found) return found;
  }
  return undefined;
}
