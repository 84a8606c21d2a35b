import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";
import type { JsonSchema } from "./json-schema";
import { defaultsInWords } from "./request-defaults";

const document = JSON.parse(JSON.stringify(openApiDocument())) as JsonSchema;

const isSchema = (value: unknown): value is JsonSchema => Boolean(value) && typeof value === "object" && !Array.isArray(value);

function resolve(ref: string): JsonSchema {
  const target = ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, part) => (isSchema(node) ? node[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined), document);
  if (!isSchema(target)) throw new Error(`${ref} does not resolve`);
  return target;
}

/** Every schema under `root` (media types', headers' and the components they name), following $refs once each, with where it was found. */
function schemasUnder(root: unknown, at: string): { schema: JsonSchema; at: string }[] {
  const found: { schema: JsonSchema; at: string }[] = [];
  const followed = new Set<string>();
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${where}/${index}`));
    if (!isSchema(node)) return;
    if (typeof node.$ref === "string" && !followed.has(node.$ref)) {
      followed.add(node.$ref);
      const target = resolve(node.$ref);
      if (node.$ref.startsWith("#/components/schemas/")) found.push({ schema: target, at: node.$ref });
      visit(target, node.$ref);
    }
    if (isSchema(node.schema)) found.push({ schema: node.schema, at: `${where}/schema` });
    for (const [key, value] of Object.entries(node)) if (key !== "examples" && key !== "example") visit(value, `${where}/${key}`);
  };
  visit(root, at);
  return found;
}

/** The schemas a value can take at `schema`: its properties, array items and the members of its unions, recursively. */
function* valueSchemas(schema: JsonSchema, at: string): Generator<{ schema: JsonSchema; at: string }> {
  yield { schema, at };
  if (isSchema(schema.properties)) for (const [name, property] of Object.entries(schema.properties)) if (isSchema(property)) yield* valueSchemas(property, `${at}.${name}`);
  if (isSchema(schema.items)) yield* valueSchemas(schema.items, `${at}[]`);
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const members = schema[key];
    if (Array.isArray(members)) for (const [index, member] of members.entries()) if (isSchema(member)) yield* valueSchemas(member, `${at}|${key}[${index}]`);
  }
}

const operations = Object.entries(document.paths as Record<string, Record<string, JsonSchema>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

/** What a generated client's type can be built from; a schema with none of these becomes `unknown`. */
const TYPED = ["type", "$ref", "oneOf", "anyOf", "allOf", "const", "enum"];

describe("the OpenAPI document as a client generator reads it", () => {
  it("types every value of every answer: each property, list item and union member has a type", () => {
    const untyped = operations.flatMap(({ name, operation }) =>
      schemasUnder(operation.responses, name)
        .flatMap(({ schema, at }) => [...valueSchemas(schema, at)])
        .filter(({ schema }) => !TYPED.some((keyword) => keyword in schema))
        .map(({ at }) => at),
    );
    expect([...new Set(untyped)]).toEqual([]);
  });

  it("types the loan read's fields that used to come out untyped", () => {
    const body = resolve("#/components/schemas/LoanBody").properties as Record<string, JsonSchema>;
    expect(body.full_name).toMatchObject({ type: "string" });
    expect(body.gender).toMatchObject({ type: "number", enum: [1, 2, 3] });
    expect(body.date_of_birth).toMatchObject({ type: "string", pattern: "^(\\d{4})-(\\d{2})-(\\d{2})$" });
    expect((body.kyc?.items as JsonSchema).required).toEqual(["kyc_type", "identifier", "is_verified"]);
  });

  it("never makes a request property with a default required, and keeps `default` out of request bodies (generators read it as always present)", () => {
    const requests = operations.flatMap(({ name, operation }) => schemasUnder(operation.requestBody, name).flatMap(({ schema, at }) => [...valueSchemas(schema, at)]));
    expect(requests.length).toBeGreaterThan(100);
    const withDefault = requests.filter(({ schema }) => "default" in schema).map(({ at }) => at);
    expect(withDefault).toEqual([]);
    const kycItem = ((resolve("#/components/schemas/Booking").properties as Record<string, JsonSchema>).kyc?.items ?? {}) as JsonSchema;
    expect(kycItem.required).not.toContain("is_verified");
    expect((kycItem.properties as Record<string, JsonSchema>).is_verified?.description).toMatch(/^Defaults to true/);
  });
});

describe("defaultsInWords", () => {
  it("moves a default into the description unless the description already states one, everywhere a value can be", () => {
    const schema = {
      type: "object",
      properties: {
        limit: { type: "integer", default: 20, description: "Page size." },
        lang: { type: "string", default: "en", description: "Defaults to English." },
        list: { type: "array", items: { anyOf: [{ type: "boolean", default: false }, { type: "null" }] } },
      },
    };
    expect(defaultsInWords(schema)).toEqual({
      type: "object",
      properties: {
        limit: { type: "integer", description: "Page size. Default: `20`." },
        lang: { type: "string", description: "Defaults to English." },
        list: { type: "array", items: { anyOf: [{ type: "boolean", description: "Default: `false`." }, { type: "null" }] } },
      },
    });
  });

  it("leaves a property named default and the examples as they are", () => {
    const schema = { type: "object", properties: { default: { type: "string" } }, examples: [{ default: "x" }] };
    expect(defaultsInWords(schema)).toEqual(schema);
  });
});
