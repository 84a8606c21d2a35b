/**
 * Every string inside a value with its path, as an API client names it
 * (`mandate.signatories[1]`): what a renderer checks before it prints, so
 * an error names the field to correct.
 */
export function stringFields(value: unknown, path: string): [field: string, value: string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringFields(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringFields(item, `${path}.${key}`));
  return [];
}
