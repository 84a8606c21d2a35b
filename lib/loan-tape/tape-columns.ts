import { z } from "zod";
import { bookingSchema } from "@/lib/schemas/loan";

/**
 * A loan tape's columns, read off the booking schema the API validates
 * with (its JSON Schema as the OpenAPI document shows it), so a field added
 * to the loan body is a column at once and no column can name a field the
 * API does not take. A column's name is the field's path with dots:
 * `mobile_number`, `bank_account.ifsc_code`, `kyc.0.identifier` (lists of
 * objects by numbered sub-columns); a list's own name (`repayment_schedule`)
 * takes the whole list as a JSON array in one cell.
 */

export type JsonType = "string" | "number" | "integer" | "boolean" | "array" | "object";

interface SchemaNode {
  $ref?: string;
  type?: JsonType | JsonType[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  description?: string;
  enum?: unknown[];
  format?: string;
  default?: unknown;
}

type PathPart = string | number;

/** Where a column's cells go in the booking body, and what JSON the field takes. */
export interface ColumnTarget {
  name: string;
  path: readonly PathPart[];
  accepts: ReadonlySet<JsonType>;
}

/** A column as the template and the documentation show it. */
export interface ColumnDoc extends ColumnTarget {
  /** "yes", or "with its item" for a field required in a list item or object that may be left out. */
  required: "yes" | "with its item" | "no";
  description: string;
}

/**
 * How many numbered items of each list of objects the template offers: the
 * common case (a PAN and an Aadhaar item; the two consents the policy
 * needs). More are taken by adding columns, up to the list's own limit.
 * A list not named here is one JSON column: the repayment schedule, up to
 * 600 rows of four fields, would need thousands of columns.
 */
const TEMPLATE_ITEMS: Readonly<Record<string, number>> = { kyc: 2, disbursal_detail: 1, co_applicant_details: 1, consents: 2 };

const jsonSchema = z.toJSONSchema(bookingSchema, { io: "input", unrepresentable: "any" }) as SchemaNode & { $defs?: Record<string, SchemaNode> };

function resolved(node: SchemaNode): SchemaNode {
  const name = node.$ref?.replace("#/$defs/", "");
  return name && jsonSchema.$defs?.[name] ? resolved(jsonSchema.$defs[name]) : node;
}

const ROOT = resolved(jsonSchema);

function typesOf(node: SchemaNode): Set<JsonType> {
  const own = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  return new Set([...own, ...(node.anyOf ?? []).flatMap((option) => [...typesOf(resolved(option))])]);
}

/** The list a node is, alone or as one choice of a union (`ac_number`: an account number or a list of them). */
const listOf = (node: SchemaNode): SchemaNode | undefined =>
  node.type === "array" ? node : node.anyOf?.map(resolved).find((option) => option.type === "array");

const INDEX = /^(0|[1-9]\d{0,2})$/;

/** The field a column names; null when it names none (an unknown field, an item past its list's limit, an object as a whole). */
export function columnTarget(name: string): ColumnTarget | null {
  const path: PathPart[] = [];
  let node = ROOT;
  for (const part of name.split(".")) {
    const list = node.type === "array" ? node : null;
    if (list?.items) {
      if (!INDEX.test(part) || Number(part) >= (list.maxItems ?? Infinity)) return null;
      path.push(Number(part));
      node = resolved(list.items);
      continue;
    }
    const child = node.properties?.[part];
    if (!child) return null;
    path.push(part);
    node = resolved(child);
  }
  if (node.type === "object") return null;
  return { name, path, accepts: typesOf(node) };
}

function describe(node: SchemaNode, accepts: ReadonlySet<JsonType>): string {
  if (node.description) return node.description;
  if (node.enum) return `One of ${node.enum.join(", ")}.`;
  if (accepts.has("array") && !accepts.has("string")) return "The whole list as a JSON array of objects, as in the API's body.";
  if (accepts.has("string")) return "Text.";
  if (accepts.has("boolean")) return "true or false.";
  if (accepts.has("integer")) return "A whole number.";
  return "A number.";
}

/** "yes" when the booking cannot do without the field; "with its item" when it is needed only if its list item or object is given. */
function requirement(path: readonly PathPart[]): ColumnDoc["required"] {
  let node = ROOT;
  let alwaysThere = true;
  let requiredHere = false;
  for (const part of path) {
    if (typeof part === "number") {
      const list = listOf(node);
      alwaysThere &&= part < (list?.minItems ?? 0);
      node = resolved(list?.items ?? {});
      continue;
    }
    requiredHere = node.required?.includes(part) ?? false;
    alwaysThere &&= requiredHere;
    node = resolved(node.properties?.[part] ?? {});
  }
  if (!requiredHere) return "no";
  return alwaysThere ? "yes" : "with its item";
}

function columnsOf(node: SchemaNode, prefix: readonly PathPart[]): ColumnDoc[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, raw]) => {
    const child = resolved(raw);
    const path = [...prefix, key];
    const items = child.type === "array" && child.items ? resolved(child.items) : null;
    const slots = TEMPLATE_ITEMS[key];
    if (items?.type === "object" && slots) return Array.from({ length: slots }, (_, index) => columnsOf(items, [...path, index])).flat();
    if (child.type === "object") return columnsOf(child, path);
    const accepts = typesOf(child);
    return [{ name: path.join("."), path, accepts, required: requirement(path), description: describe(child, accepts) }];
  });
}

/** The template's columns, in the loan body's order. */
export const TEMPLATE_COLUMNS: readonly ColumnDoc[] = columnsOf(ROOT, []);

/**
 * Fields that take text, formatted as text in the template: a spreadsheet
 * must not turn an account number into a rounded number, a "0123" into 123,
 * or a date into its own local format.
 */
export const isTextColumn = (column: ColumnTarget): boolean => column.accepts.has("string");
