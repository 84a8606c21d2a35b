/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) as plain data. */
export type JsonSchema = Record<string, unknown>;

export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
