import type { z } from "zod";
import type { JsonSchema } from "./json-schema";

const MARK = "x-empty-as-absent";

interface ZodDef {
  _zod: { def: { type: string; in?: ZodDef } };
}

/**
 * toJSONSchema's override: marks the fields made with emptyAsAbsent (a
 * preprocess, so a pipe from a transform), which take "" and null as not
 * sent (contract section 1).
 */
export function markEmptyAsAbsent(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as unknown as ZodDef)._zod.def;
  if (def.type === "pipe" && def.in?._zod.def.type === "transform") ctx.jsonSchema[MARK] = true;
}

const asObject = (value: unknown): JsonSchema | undefined => (value && typeof value === "object" && !Array.isArray(value) ? (value as JsonSchema) : undefined);

/**
 * Lets each marked field that `reference` does not require also be "" or
 * null, as the service takes them, and drops the marks. `reference` is the
 * schema whose required fields stay required: the object itself, or for a
 * PATCH the full loan (a PATCH may send "" only to remove a field the loan
 * can go without).
 */
export function emptyAsNotSent(schema: JsonSchema, reference: JsonSchema = schema): JsonSchema {
  const { [MARK]: _mark, ...rest } = schema;
  const properties = asObject(rest.properties);
  if (properties) {
    const required = new Set((reference.required as string[] | undefined) ?? []);
    const referenceProperties = asObject(reference.properties) ?? {};
    rest.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const inner = emptyAsNotSent(property as JsonSchema, asObject(referenceProperties[name]) ?? (property as JsonSchema));
        if (!(property as JsonSchema)[MARK] || required.has(name)) return [name, inner];
        const { description, ...value } = inner;
        return [name, { ...(description ? { description } : {}), anyOf: [value, { type: ["string", "null"], enum: ["", null], description: "Not sent" }] }];
      }),
    );
  }
  for (const key of ["items", "anyOf", "oneOf", "allOf"] as const) {
    const value = rest[key];
    const referenceValue = reference[key];
    if (Array.isArray(value)) {
      rest[key] = value.map((item, index) => emptyAsNotSent(item as JsonSchema, (Array.isArray(referenceValue) ? asObject(referenceValue[index]) : undefined) ?? (item as JsonSchema)));
    } else if (asObject(value)) {
      rest[key] = emptyAsNotSent(value as JsonSchema, asObject(referenceValue) ?? (value as JsonSchema));
    }
  }
  return rest;
}
