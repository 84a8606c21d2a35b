import { z } from "zod";

/**
 * Contract section 1: partners' existing clients send `""` or `null` for a
 * value they do not know yet, so either one counts as the field not sent.
 */
export const isEmptyValue = (value: unknown): value is "" | null => value === "" || value === null;

/**
 * A field that takes `""` and `null` as absent: an optional field is then
 * left out (and a PATCH that sends it so removes it); a required one fails
 * as missing, so it is reported as "is required". The declared input type
 * stays the field's own, so the portal form's values (`LoanInput`) keep
 * meaning "a value or nothing".
 */
export const emptyAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value: z.input<S>) => (isEmptyValue(value) ? undefined : value), schema);

type EmptyAsAbsent<S extends z.ZodType> = ReturnType<typeof emptyAsAbsent<S>>;

/** Every field of an object's shape taking `""` and `null` as absent. */
export function emptyAsAbsentFields<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: EmptyAsAbsent<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, emptyAsAbsent(schema)])) as { [K in keyof T]: EmptyAsAbsent<T[K]> };
}

export const EMPTY_VALUES_NOTE =
  'An optional field sent as "" or null is treated as not sent; a required field sent so is refused as missing ("is required").';
