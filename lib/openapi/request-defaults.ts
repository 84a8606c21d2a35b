import type { JsonSchema } from "./json-schema";

const STATES_A_DEFAULT = /\bdefault/i;
const SUBSCHEMA = ["items", "additionalProperties", "not"] as const;
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;

const isSchema = (value: unknown): value is JsonSchema => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * A request schema with each `default` keyword moved into its description.
 * Generators read `default` as "always present": openapi-typescript (its
 * `defaultNonNullable`, on unless turned off) makes such a property
 * required in every component schema, so a partner's client would have to
 * send what the service fills in itself. The words keep the default for
 * people; the property stays optional for programs.
 */
export function defaultsInWords(schema: JsonSchema): JsonSchema {
  const { default: value, ...rest } = schema;
  if (isSchema(rest.properties)) {
    rest.properties = Object.fromEntries(Object.entries(rest.properties).map(([name, property]) => [name, isSchema(property) ? defaultsInWords(property) : property]));
  }
  for (const key of SUBSCHEMA) {
    const sub = rest[key];
    if (isSchema(sub)) rest[key] = defaultsInWords(sub);
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = rest[key];
    if (Array.isArray(list)) rest[key] = list.map((sub) => (isSchema(sub) ? defaultsInWords(sub) : sub));
  }
  if (!("default" in schema)) return rest;
  const description = typeof rest.description === "string" ? rest.description : "";
  if (STATES_A_DEFAULT.test(description)) return rest;
  const stated = `Default: \`${JSON.stringify(value)}\`.`;
  return { ...rest, description: description ? `${description} ${stated}` : stated };
}
